import { code, type DemoCourse, file, link, text, video } from './learning-content.ts';

// Demo courses on writing software: TypeScript, React and PostgreSQL (Ingrid Solheim's).

const typescript: DemoCourse = {
  title: 'TypeScript for working developers',
  description:
    'Use the type system to catch mistakes before your users do. Unions and narrowing, generics, data from outside the program and a strict project setup, with examples from a real web service.',
  estimatedTime: 240,
  category: 'Software Engineering',
  technologies: ['TypeScript', 'Node.js'],
  owner: 'coordinator',
  status: 'published',
  thumbnail: ['indigo', 'circles'],
  createdDaysAgo: 120,
  publishedDaysAgo: 110,
  lessons: [
    {
      title: 'Why TypeScript pays off',
      summary: 'What the compiler checks for you, and what it never will.',
      materials: [
        text(
          'What the compiler does for you',
          `
<h2>Types are tests you do not have to write</h2>
<p>TypeScript reads your JavaScript and checks that every value is used the way its type says. A misspelt property, a missing <code>await</code> or a function called with the wrong arguments becomes a red line in the editor instead of a bug report from production.</p>
<h3>What it catches</h3>
<ul>
<li>Calling something that may be <code>undefined</code> (with <code>strict</code> on).</li>
<li>Passing a <code>string</code> where a <code>number</code> is expected.</li>
<li>Forgetting a case when a union grows (<code>'draft' | 'published' | 'archived'</code>).</li>
<li>Renames that missed a file: the compiler finds every use.</li>
</ul>
<h3>What it does not</h3>
<p>Types disappear when the code runs. Data from a form, a file or another service is not checked unless you check it. Lesson 4 shows how to close that gap.</p>
${code(`type Course = { id: string; title: string; estimatedTime: number };

function label(course: Course) {
  return \`\${course.title} (\${course.estimatedTime} min)\`;
}

label({ id: 'c1', title: 'TypeScript' });
// Error: Property 'estimatedTime' is missing in type '{ id: string; title: string; }'`)}`,
        ),
        video('TypeScript in 100 seconds (Fireship)', 'https://www.youtube.com/watch?v=zQnBQ4tB3ZA'),
      ],
    },
    {
      title: 'Types, unions and narrowing',
      summary: 'Model what a value can be, then let the checks narrow it.',
      materials: [
        text(
          'Unions and narrowing',
          `
<h2>Say exactly what a value can be</h2>
<p>A union lists the shapes a value may have. Give each shape a common property with a literal type (a <em>discriminant</em>) and TypeScript can tell them apart for you.</p>
${code(`type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'failed'; error: string };

function message(upload: Upload): string {
  switch (upload.state) {
    case 'idle':
      return 'Choose a file';
    case 'uploading':
      return \`\${upload.percent}% uploaded\`; // percent exists only here
    case 'failed':
      return upload.error;
  }
}`)}
<p>Inside each <code>case</code> the type is narrowed: <code>upload.percent</code> is only reachable where it exists. Add a fourth state and the function no longer compiles until you handle it.</p>
<blockquote>Prefer a union of states over a bag of optional properties: <code>{ loading?: boolean; error?: string; data?: T }</code> allows combinations that can never happen.</blockquote>`,
        ),
        file('TypeScript cheat sheet (PDF)', 'typescript-cheat-sheet'),
      ],
    },
    {
      title: 'Generics without fear',
      summary: 'Write a function once and keep the types of what flows through it.',
      materials: [
        text(
          'Type parameters',
          `
<h2>Keep the link between input and output</h2>
<p>A generic function takes a type as a parameter, so the type of what comes out follows from what went in. Without it you would write the same function per type, or lose the type to <code>any</code>.</p>
${code(`function groupBy<T, K extends PropertyKey>(items: readonly T[], key: (item: T) => K) {
  const groups = {} as Record<K, T[]>;
  for (const item of items) (groups[key(item)] ??= []).push(item);
  return groups;
}

const byStatus = groupBy(courses, (c) => c.status);
// Record<'draft' | 'published' | 'archived', Course[]>`)}
<h3>Rules of thumb</h3>
<ol>
<li>Introduce a type parameter only when it links two places (an argument and the result).</li>
<li>Constrain it (<code>T extends { id: string }</code>) when the body needs a property.</li>
<li>Let callers rely on inference; explicit <code>&lt;Course&gt;</code> is rarely needed.</li>
</ol>`,
        ),
        link('Generics in the TypeScript handbook', 'https://www.typescriptlang.org/docs/handbook/2/generics.html'),
      ],
    },
    {
      title: 'Working with data from outside',
      summary: 'Check JSON, forms and environment variables where they enter the program.',
      materials: [
        text(
          'Validate at the edges',
          `
<h2>Trust nothing you did not type</h2>
<p><code>await response.json()</code> returns <code>any</code>: TypeScript believes whatever you tell it. Parse external data once, where it enters, and the rest of the program can rely on its types.</p>
${code(`import { z } from 'zod';

const courseSchema = z.object({
  id: z.string().uuid(),
  title: z.string().min(1),
  estimatedTime: z.number().int().positive(),
});
type Course = z.infer<typeof courseSchema>;

const course: Course = courseSchema.parse(await response.json()); // throws on bad data`)}
<p>One schema gives you the check <em>and</em> the type, so they cannot drift apart. Treat values of unknown shape as <code>unknown</code>, not <code>any</code>: the compiler then insists that you narrow them first.</p>`,
        ),
        link('Narrowing in the TypeScript handbook', 'https://www.typescriptlang.org/docs/handbook/2/narrowing.html'),
      ],
    },
    {
      title: 'A strict project setup',
      summary: 'The compiler options that catch the most bugs for the least effort.',
      materials: [
        text(
          'tsconfig.json that helps',
          `
<h2>Turn the checks on early</h2>
<p>Every option below is cheap in a new project and expensive to switch on later, when thousands of lines already depend on the looser rules.</p>
${code(`{
  "compilerOptions": {
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "exactOptionalPropertyTypes": true,
    "verbatimModuleSyntax": true,
    "noImplicitOverride": true
  }
}`)}
<ul>
<li><strong>strict</strong>: null checks and no implicit <code>any</code>; the baseline.</li>
<li><strong>noUncheckedIndexedAccess</strong>: <code>list[0]</code> may be <code>undefined</code>, because it may.</li>
<li><strong>verbatimModuleSyntax</strong>: type-only imports say so, and bundlers drop them safely.</li>
</ul>
<p>Run <code>tsc --noEmit</code> in CI so a type error fails the build, not just the editor.</p>`,
        ),
        link('TSConfig reference', 'https://www.typescriptlang.org/tsconfig/'),
      ],
    },
  ],
};

const react: DemoCourse = {
  title: 'React fundamentals',
  description:
    'Build user interfaces from components: props, state, events and effects, and how to split a screen into parts that are easy to change. For developers who know JavaScript and are new to React.',
  estimatedTime: 300,
  category: 'Software Engineering',
  technologies: ['React', 'TypeScript'],
  owner: 'coordinator',
  status: 'published',
  thumbnail: ['ocean', 'blocks'],
  createdDaysAgo: 95,
  publishedDaysAgo: 90,
  lessons: [
    {
      title: 'Components and props',
      summary: 'A component is a function from props to markup.',
      materials: [
        file('Warm-up clip', 'warm-up-clip'),
        text(
          'Your first components',
          `
<h2>Functions that return markup</h2>
<p>A React component is a function. It receives <em>props</em> (its inputs) and returns what should be on the screen. React calls it again whenever those inputs change.</p>
${code(`type CourseCardProps = { title: string; minutes: number; progress?: number };

export function CourseCard({ title, minutes, progress = 0 }: CourseCardProps) {
  return (
    <article className="card">
      <h3>{title}</h3>
      <p>{minutes} min · {progress}% done</p>
    </article>
  );
}`)}
<ul>
<li>Props flow down: a parent decides, a child displays.</li>
<li>Components compose: a page is a tree of small ones.</li>
<li>Name them after what they show (<code>CourseCard</code>), not where they are (<code>LeftBox</code>).</li>
</ul>`,
        ),
      ],
    },
    {
      title: 'State and events',
      summary: 'Remember values between renders and change them in response to the user.',
      materials: [
        text(
          'useState',
          `
<h2>State is a component's memory</h2>
<p>Ordinary variables are created anew on every render. <code>useState</code> keeps a value between renders and re-renders the component when you set a new one.</p>
${code(`function LessonList({ lessons }: { lessons: Lesson[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ul>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <button onClick={() => setOpenId(lesson.id === openId ? null : lesson.id)}>
            {lesson.title}
          </button>
          {lesson.id === openId && <p>{lesson.summary}</p>}
        </li>
      ))}
    </ul>
  );
}`)}
<h3>Three habits</h3>
<ol>
<li>Keep the least state you can; compute the rest while rendering.</li>
<li>Never change state in place: make a new array or object.</li>
<li>Give list items a stable <code>key</code> (an id, not the index).</li>
</ol>`,
        ),
      ],
    },
    {
      title: 'Effects and data fetching',
      summary: 'Synchronise with the world outside React, and when not to.',
      materials: [
        text(
          'useEffect, sparingly',
          `
<h2>Effects synchronise; they do not compute</h2>
<p>An effect runs after React has updated the screen. Use it to connect to something outside React: a subscription, a timer, a browser API. If you only need a value derived from props or state, compute it during rendering instead.</p>
<p>For server data, prefer a library such as TanStack Query: it caches, de-duplicates requests, retries and refetches for you, which a hand-written <code>useEffect</code> + <code>fetch</code> rarely gets right.</p>
${code(`const { data: course, isPending, error } = useQuery({
  queryKey: ['course', courseId],
  queryFn: () => api.get(\`/courses/\${courseId}\`),
});`)}`,
        ),
        video('React Today and Tomorrow (React Conf 2018)', 'https://www.youtube.com/watch?v=dpw9EHDh2bM'),
      ],
    },
    {
      title: 'Thinking in React',
      summary: 'From a mock-up to components, state and data flow.',
      materials: [
        text(
          'Five steps from a design',
          `
<h2>Start from the picture</h2>
<ol>
<li>Draw boxes around every part of the mock-up and name them: those are your components.</li>
<li>Build a static version from props only.</li>
<li>Find the minimal state (what changes and cannot be computed).</li>
<li>Decide which component owns each piece of state: the closest common parent of the ones that use it.</li>
<li>Pass callbacks down so children can ask the owner to change it.</li>
</ol>
<p>Follow the steps in order. Most tangled React code comes from adding state before the static version worked.</p>`,
        ),
        link('Thinking in React (react.dev)', 'https://react.dev/learn/thinking-in-react'),
      ],
    },
  ],
};

const postgres: DemoCourse = {
  title: 'PostgreSQL for application developers',
  description:
    'What your queries really do: indexes, query plans, transactions and migrations that do not lock production. With exercises you can run on your own database.',
  estimatedTime: 270,
  category: 'Data & Analytics',
  technologies: ['PostgreSQL'],
  owner: 'coordinator',
  status: 'published',
  thumbnail: ['forest', 'waves'],
  createdDaysAgo: 80,
  publishedDaysAgo: 75,
  lessons: [
    {
      title: 'How PostgreSQL finds rows',
      summary: 'Sequential scans, B-tree indexes and when each wins.',
      materials: [
        text(
          'Indexes in one page',
          `
<h2>A B-tree is a sorted map to your rows</h2>
<p>Without an index PostgreSQL reads the whole table (a <em>sequential scan</em>). A B-tree index keeps the indexed values sorted in a shallow tree, so finding one value takes a handful of page reads even in a table of millions of rows. The leaves are linked in order, which makes ranges and <code>ORDER BY</code> cheap too.</p>
${code(`create index enrolments_user_idx on enrolments (user_id, last_accessed_at desc);

-- served by the index, already in the right order:
select * from enrolments where user_id = $1 order by last_accessed_at desc limit 10;`)}
<ul>
<li>Column order matters: the index above helps <code>where user_id = …</code>, not <code>where last_accessed_at &gt; …</code> alone.</li>
<li>Every index slows writes a little. Add one for a query you run, not just in case.</li>
<li>Small tables are read whole anyway; do not be surprised when the planner ignores an index there.</li>
</ul>`,
        ),
        file('Diagram: a B-tree index', 'b-tree-diagram'),
      ],
    },
    {
      title: 'Reading EXPLAIN ANALYZE',
      summary: 'Find out where a slow query spends its time.',
      materials: [
        text(
          'Query plans',
          `
<h2>Ask the database what it did</h2>
<p><code>EXPLAIN</code> shows the plan PostgreSQL chose; <code>EXPLAIN (ANALYZE, BUFFERS)</code> runs the query and adds the real times, row counts and pages read.</p>
${code(`explain (analyze, buffers)
select c.title, count(*) from courses c join enrolments e on e.course_id = c.id
where c.status = 'published' group by c.title;`)}
<h3>What to look for</h3>
<ul>
<li>A big gap between estimated and actual <code>rows</code>: statistics are stale (run <code>ANALYZE</code>) or the condition is hard to estimate.</li>
<li><code>Seq Scan</code> on a large table under a selective filter: a missing index.</li>
<li><code>Sort</code> with <code>external merge</code>: the sort spilled to disk.</li>
<li>A nested loop executed thousands of times: often a missing index on the inner side.</li>
</ul>`,
        ),
        link('Using EXPLAIN (PostgreSQL documentation)', 'https://www.postgresql.org/docs/current/using-explain.html'),
      ],
    },
    {
      title: 'Transactions and isolation',
      summary: 'All or nothing, and what concurrent transactions can see.',
      materials: [
        text(
          'Concurrency without surprises',
          `
<h2>Make related changes together</h2>
<p>A transaction applies all of its changes or none. PostgreSQL's default isolation, <em>read committed</em>, lets each statement see what other transactions committed before it began: enough for most work, but a read-then-write can still race.</p>
${code(`begin;
select seats from sessions where id = $1 for update;  -- lock the row
update sessions set seats = seats - 1 where id = $1 and seats > 0;
commit;`)}
<p>Either lock what you read (<code>FOR UPDATE</code>), write the condition into the update itself, or use <code>serializable</code> and retry on serialization failures.</p>`,
        ),
        link(
          'Transaction isolation (PostgreSQL documentation)',
          'https://www.postgresql.org/docs/current/transaction-iso.html',
        ),
      ],
    },
    {
      title: 'Migrations that do not lock production',
      summary: 'Change a busy schema in small, reversible steps.',
      materials: [
        text(
          'Safe schema changes',
          `
<h2>Expand, migrate, contract</h2>
<ol>
<li><strong>Expand</strong>: add the new column or table; old code keeps working.</li>
<li><strong>Migrate</strong>: deploy code that writes both, backfill in batches.</li>
<li><strong>Contract</strong>: once nothing reads the old shape, drop it.</li>
</ol>
<ul>
<li>Create indexes on big tables with <code>create index concurrently</code>.</li>
<li>Set a <code>lock_timeout</code> so a migration waiting for a lock does not block every query behind it.</li>
<li>Adding a column with a constant default is instant since PostgreSQL 11; a volatile default rewrites the table.</li>
</ul>`,
        ),
      ],
    },
  ],
};

export const CODE_COURSES: DemoCourse[] = [typescript, react, postgres];
