import type { Handout } from './handouts.ts';

// What the demo handouts say (drawn by handouts.ts): short, correct and useful enough to print and keep.

export const TYPESCRIPT_CHEAT_SHEET: Handout = {
  title: 'TypeScript cheat sheet',
  subtitle: 'TypeScript for working developers · handout for lessons 2 to 4',
  accent: [49, 46, 129],
  blocks: [
    { kind: 'heading', text: 'Everyday types' },
    {
      kind: 'table',
      widths: [2, 4, 5],
      rows: [
        ['Type', 'Example', 'Use it for'],
        [
          'string, number, boolean',
          "let name: string = 'Ada';",
          'Primitive values. Prefer inference: let name = "Ada".',
        ],
        ['T[] / readonly T[]', 'const ids: readonly string[] = [];', 'Lists; readonly stops accidental push and sort.'],
        ['Tuple', 'type Point = [x: number, y: number];', 'Fixed-length lists where each place has a meaning.'],
        ['Object type', 'type User = { id: string; email?: string };', 'Shapes of data; ? marks an optional property.'],
        ['Union', "type Status = 'draft' | 'published';", 'A value that is one of several known options.'],
        ['unknown', 'function parse(input: unknown) {}', 'Values from outside (JSON, events): narrow before use.'],
        ['never', 'const exhaustive: never = status;', 'Proves a switch handled every case.'],
      ],
    },
    { kind: 'heading', text: 'Narrowing' },
    {
      kind: 'paragraph',
      text: 'TypeScript follows your checks. After typeof, instanceof, in, equality or a discriminant test, the type inside the branch is the narrower one. Write a type predicate when the check lives in a function of its own.',
    },
    {
      kind: 'code',
      lines: [
        'type Result = { ok: true; value: number } | { ok: false; error: string };',
        '',
        'function show(result: Result): string {',
        '  if (result.ok) return result.value.toFixed(2); // here result has value',
        '  return "Failed: " + result.error; // and here it has error',
        '}',
        '',
        'const isString = (x: unknown): x is string => typeof x === "string";',
      ],
    },
    { kind: 'heading', text: 'Generics' },
    {
      kind: 'code',
      lines: [
        'function first<T>(items: readonly T[]): T | undefined {',
        '  return items[0];',
        '}',
        'function byId<T extends { id: string }>(items: T[]): Map<string, T> {',
        '  return new Map(items.map((item) => [item.id, item]));',
        '}',
      ],
    },
    {
      kind: 'paragraph',
      text: 'A type parameter links an input to an output. Constrain it with extends when the body needs a property, and let callers rely on inference instead of writing first<string>(...).',
    },
    { kind: 'heading', text: 'Utility types' },
    {
      kind: 'table',
      widths: [3, 6],
      rows: [
        ['Utility', 'What it gives you'],
        ['Partial<T> / Required<T>', 'Every property optional / required: patches and defaults.'],
        ['Pick<T, K> / Omit<T, K>', 'Keep or drop named properties: the public view of a record.'],
        ['Record<K, V>', 'An object with keys K and values V: lookup tables.'],
        ['ReturnType<F> / Parameters<F>', 'Reuse a function\u2019s types without repeating them.'],
        ['Awaited<T>', 'What a promise resolves to: Awaited<ReturnType<typeof load>>.'],
        ['NonNullable<T>', 'T without null and undefined.'],
      ],
    },
    { kind: 'heading', text: 'tsconfig options worth turning on' },
    {
      kind: 'bullets',
      items: [
        'strict: true turns on the checks that catch real bugs (null checks, implicit any, strict function types).',
        'noUncheckedIndexedAccess: items[i] is T | undefined, as it really is at run time.',
        'exactOptionalPropertyTypes: an optional property may be missing, but not set to undefined by accident.',
        'verbatimModuleSyntax: type-only imports are written import type, so bundlers drop them safely.',
        'noImplicitOverride: a method that overrides a parent one must say override.',
      ],
    },
    { kind: 'heading', text: 'Errors you will meet, and what they mean' },
    {
      kind: 'table',
      widths: [4, 5],
      rows: [
        ['Message (shortened)', 'Usual fix'],
        [
          "Object is possibly 'undefined'. (TS2532)",
          'Check first (if (x)), give a default (x ?? 0), or fix the type at its source.',
        ],
        [
          "Argument of type 'string' is not assignable to parameter of type 'Status'. (TS2345)",
          'Use a literal union value, or declare the variable with as const.',
        ],
        [
          "Property 'x' does not exist on type 'Y'. (TS2339)",
          'Narrow the union first, or add the property to the type.',
        ],
        ['Not all code paths return a value. (TS7030)', 'Add the missing return or an exhaustive never check.'],
      ],
    },
  ],
};

export const GDPR_SUMMARY: Handout = {
  title: 'GDPR at work: a one-page summary',
  subtitle: 'GDPR at work · keep it next to your keyboard',
  accent: [13, 148, 136],
  blocks: [
    {
      kind: 'paragraph',
      text: 'The General Data Protection Regulation (GDPR) protects information about people: customers, colleagues and applicants alike. Personal data is anything that identifies a person directly or indirectly, such as a name, an e-mail address, an employee number, an IP address or a photo.',
    },
    { kind: 'heading', text: 'The seven principles' },
    {
      kind: 'bullets',
      items: [
        'Lawfulness, fairness and transparency: have a legal basis and tell people what you do.',
        'Purpose limitation: use data only for the purpose it was collected for.',
        'Data minimisation: collect and keep only what you need.',
        'Accuracy: correct or delete data that is wrong.',
        'Storage limitation: delete data when the retention period ends.',
        'Integrity and confidentiality: protect data against loss and unauthorised access.',
        'Accountability: be able to show that you follow the rules.',
      ],
    },
    { kind: 'heading', text: 'Everyday rules' },
    {
      kind: 'checklist',
      items: [
        'Share customer data only in approved systems, never in private e-mail or chat apps.',
        'Lock your screen when you leave your desk (Windows+L, Ctrl+Cmd+Q on a Mac).',
        'Check the recipient list before you send a file with personal data.',
        'Do not copy production data to your laptop or a test environment.',
        'Send requests from people about their own data to privacy@ the same day.',
      ],
    },
    { kind: 'heading', text: 'If something goes wrong' },
    {
      kind: 'paragraph',
      text: 'Report a lost laptop, a misdirected e-mail or a suspected breach to the IT service desk and the data protection officer at once. The company has 72 hours to notify the Data Protection Authority, so every hour counts. Reporting a mistake is always right; hiding one is not.',
    },
  ],
};

export const MEETING_CHECKLIST: Handout = {
  title: 'Meeting checklist',
  subtitle: 'Running effective meetings · before, during and after',
  accent: [190, 24, 93],
  blocks: [
    { kind: 'heading', text: 'Before the meeting' },
    {
      kind: 'checklist',
      items: [
        'Write the purpose in one sentence. If it is only to share information, send an e-mail instead.',
        'Invite only the people needed to decide or to do the work; make the rest optional.',
        'Send the agenda and any reading at least a day ahead.',
        'Book 25 or 50 minutes instead of 30 or 60, so people can get to their next meeting.',
      ],
    },
    { kind: 'heading', text: 'During the meeting' },
    {
      kind: 'checklist',
      items: [
        'Start on time and restate the purpose and the outcome you want.',
        'Name a note-taker and a timekeeper.',
        'Give quieter participants room: ask for their view by name.',
        'Park side topics in a visible list instead of following them.',
        'Close with decisions, owners and due dates read out loud.',
      ],
    },
    { kind: 'heading', text: 'After the meeting' },
    {
      kind: 'checklist',
      items: [
        'Send the notes within 24 hours: decisions, actions, owners, due dates.',
        'Put each action where the team tracks its work.',
        'Ask one question: was this meeting worth the time? Adjust the next one.',
      ],
    },
    { kind: 'heading', text: 'Agenda template' },
    {
      kind: 'table',
      widths: [1.2, 4, 2, 3],
      rows: [
        ['Time', 'Topic', 'Owner', 'Outcome'],
        ['5 min', 'Purpose and check-in', 'Chair', 'Shared goal for the meeting'],
        ['15 min', 'Topic 1: the decision to make', 'Proposer', 'Decision recorded'],
        ['15 min', 'Topic 2: the problem to solve', 'Owner', 'Next steps with owners'],
        ['5 min', 'Actions and wrap-up', 'Note-taker', 'Notes sent within 24 hours'],
      ],
    },
  ],
};

export const DOCKER_REFERENCE: Handout = {
  title: 'Docker command reference',
  subtitle: 'Docker and containers from scratch · the commands of lessons 2 to 4',
  accent: [30, 64, 175],
  blocks: [
    { kind: 'heading', text: 'Images' },
    {
      kind: 'table',
      widths: [5, 5],
      rows: [
        ['Command', 'What it does'],
        ['docker build -t shop-api:1.4 .', 'Builds an image from the Dockerfile in this folder and tags it.'],
        ['docker image ls', 'Lists local images with their size.'],
        ['docker history shop-api:1.4', 'Shows the layers of an image and what made each.'],
        ['docker push registry.example.com/shop-api:1.4', 'Uploads the image to a registry.'],
      ],
    },
    { kind: 'heading', text: 'Containers' },
    {
      kind: 'table',
      widths: [5, 5],
      rows: [
        ['Command', 'What it does'],
        [
          'docker run -d -p 8080:3000 --name api shop-api:1.4',
          'Starts a container in the background, port 8080 on the host.',
        ],
        ['docker ps -a', 'Lists running and stopped containers.'],
        ['docker logs -f api', 'Follows the output of a container.'],
        ['docker exec -it api sh', 'Opens a shell inside a running container.'],
        ['docker stop api && docker rm api', 'Stops and removes a container.'],
      ],
    },
    { kind: 'heading', text: 'A small, cache-friendly Dockerfile' },
    {
      kind: 'code',
      lines: [
        'FROM node:22-alpine',
        'WORKDIR /app',
        'COPY package.json package-lock.json ./',
        'RUN npm ci --omit=dev        # cached until the lock file changes',
        'COPY . .',
        'USER node',
        'CMD ["node", "server.js"]',
      ],
    },
  ],
};
