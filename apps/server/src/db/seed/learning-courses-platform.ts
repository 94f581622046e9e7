import { code, type DemoCourse, file, link, text, video } from './learning-content.ts';

// Demo courses on running and testing software: Docker, Kubernetes (a draft), Playwright and Python (Jonas
// Nilsen's), and an archived AngularJS migration course that learners were enrolled in.

const docker: DemoCourse = {
  title: 'Docker and containers from scratch',
  description:
    'Package an application with everything it needs and run it the same way on a laptop, in CI and in production. Images, layers, containers, volumes and the road to Kubernetes.',
  estimatedTime: 180,
  category: 'Cloud & DevOps',
  technologies: ['Docker', 'Kubernetes'],
  owner: 'coordinator',
  status: 'published',
  thumbnail: ['slate', 'dots'],
  createdDaysAgo: 70,
  publishedDaysAgo: 64,
  lessons: [
    {
      title: 'What a container is',
      summary: 'An isolated process with its own file system, not a small virtual machine.',
      materials: [
        video('Docker in 100 seconds (Fireship)', 'https://www.youtube.com/watch?v=Gjnup-PuquQ'),
        text(
          'Containers and virtual machines',
          `
<h2>One kernel, many isolated processes</h2>
<p>A virtual machine emulates hardware and boots its own operating system. A container is an ordinary process on the host's kernel that sees only its own file system, network and process list. That is why it starts in milliseconds and uses megabytes, not gigabytes.</p>
<ul>
<li><strong>Image</strong>: a read-only template (your app plus its dependencies).</li>
<li><strong>Container</strong>: a running instance of an image with a thin writable layer on top.</li>
<li><strong>Registry</strong>: where images are stored and shared (Docker Hub, GitHub, your company's).</li>
</ul>`,
        ),
      ],
    },
    {
      title: 'Images and layers',
      summary: 'How a Dockerfile becomes layers, and how to keep builds fast.',
      materials: [
        text(
          'Cache-friendly Dockerfiles',
          `
<h2>Each instruction is a layer</h2>
<p>Docker caches every layer and rebuilds from the first instruction whose input changed. Put what changes rarely (the base image, dependencies) first and your source code last.</p>
${code(`FROM node:22-alpine
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
COPY . .
USER node
CMD ["node", "server.js"]`)}
<p>Changing a source file now reuses the cached <code>npm ci</code> layer: the build takes seconds instead of minutes. Add a <code>.dockerignore</code> so <code>node_modules</code> and <code>.git</code> never enter the build context.</p>`,
        ),
        file('Diagram: an image built from layers', 'layers-diagram'),
        file('Docker command reference (PDF)', 'docker-reference'),
      ],
    },
    {
      title: 'Running containers',
      summary: 'Ports, environment, volumes and logs.',
      materials: [
        text(
          'docker run, explained',
          `
<h2>The options you will use every day</h2>
${code(`docker run -d --name api \\
  -p 8080:3000 \\
  -e DATABASE_URL=postgres://app@db:5432/app \\
  -v api-data:/app/data \\
  shop-api:1.4`)}
<ul>
<li><code>-p 8080:3000</code> publishes container port 3000 on host port 8080.</li>
<li><code>-e</code> passes configuration; keep secrets out of the image.</li>
<li><code>-v</code> mounts a volume: data that outlives the container.</li>
<li><code>docker logs -f api</code> follows what the process writes to stdout and stderr.</li>
</ul>`,
        ),
        file('Warm-up clip', 'warm-up-clip'),
      ],
    },
    {
      title: 'From Compose to Kubernetes',
      summary: 'Several containers together, then many machines.',
      materials: [
        text(
          'When one container is not enough',
          `
<h2>Compose for a machine, Kubernetes for a fleet</h2>
<p>Docker Compose starts the containers of one application (API, database, cache) with one command and one file. Kubernetes does the same across many machines and adds what production needs: restarts, rolling updates, scaling and service discovery.</p>
<p>Start with Compose for local development. Move to Kubernetes when you run several services that need to scale and update independently, not before.</p>`,
        ),
        video('Kubernetes in 100 seconds (Fireship)', 'https://www.youtube.com/watch?v=PziYflu8cB8'),
        link('Dockerfile best practices (Docker docs)', 'https://docs.docker.com/build/building/best-practices/'),
      ],
    },
  ],
};

const kubernetes: DemoCourse = {
  title: 'Kubernetes in production',
  description: 'Deployments, probes, resource limits and rollbacks for teams that already use Docker.',
  estimatedTime: 360,
  category: null,
  technologies: ['Kubernetes'],
  owner: 'coordinator',
  status: 'draft',
  createdDaysAgo: 6,
  lessons: [
    {
      title: 'Deployments and rollouts',
      summary: 'Ship a new version without downtime, and take it back.',
      materials: [
        text(
          'Rolling updates',
          `
<h2>Replace pods a few at a time</h2>
<p>A Deployment keeps a number of identical pods running. Change its image and Kubernetes starts new pods and stops old ones gradually, within the limits of <code>maxSurge</code> and <code>maxUnavailable</code>.</p>
${code(`kubectl set image deployment/api api=registry.example.com/api:1.5
kubectl rollout status deployment/api
kubectl rollout undo deployment/api   # back to the previous version`)}`,
        ),
      ],
    },
    // Not written yet: the publish checklist shows it as an empty lesson.
    { title: 'Health checks and probes', summary: 'Readiness, liveness and startup probes.', materials: [] },
  ],
};

const playwright: DemoCourse = {
  title: 'Playwright end-to-end testing',
  description:
    'Test your web application the way users use it, in real browsers. Locators that survive redesigns, auto-waiting instead of sleeps, and a suite that stays green for the right reasons.',
  estimatedTime: 200,
  category: 'Software Engineering',
  technologies: ['Playwright', 'TypeScript'],
  owner: 'multi',
  status: 'published',
  thumbnail: ['sunset', 'orbits'],
  createdDaysAgo: 50,
  publishedDaysAgo: 45,
  lessons: [
    {
      title: 'What end-to-end tests are for',
      summary: 'Few, important journeys through the real system.',
      materials: [
        text(
          'The top of the test pyramid',
          `
<h2>Test journeys, not pixels</h2>
<p>End-to-end tests drive a real browser against the real application. They catch what unit tests cannot (routing, the network, the database, the build) but they are slower, so keep them for the journeys that matter most: signing in, buying, submitting, completing a course.</p>
<ul>
<li>One test per user goal, written in the user's words.</li>
<li>Each test prepares its own data and does not depend on another test.</li>
<li>Run them on every pull request, in parallel.</li>
</ul>`,
        ),
      ],
    },
    {
      title: 'Locators and auto-waiting',
      summary: 'Find elements the way a user does, and never sleep.',
      materials: [
        text(
          'Role-based locators',
          `
<h2>Find things by what they are</h2>
<p>A user sees a button called "Enrol", not <code>div.btn-primary:nth-child(3)</code>. Locators by role and accessible name survive redesigns and double as an accessibility check.</p>
${code(`await page.getByRole('link', { name: 'React fundamentals' }).click();
await page.getByRole('button', { name: 'Enrol' }).click();
await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');`)}
<p>Every action waits until the element is visible, enabled and stable, and every <code>expect</code> retries until it passes or times out. A <code>waitForTimeout</code> in a test is almost always a bug waiting to flake.</p>`,
        ),
        link('Locators (Playwright documentation)', 'https://playwright.dev/docs/locators'),
      ],
    },
    {
      title: 'A suite that stays green',
      summary: 'Isolation, test data and reading a failure.',
      materials: [
        text(
          'Flaky tests and how to avoid them',
          `
<h2>Most flakiness is shared state</h2>
<ol>
<li>Give every test its own user and data; never rely on the order tests run in.</li>
<li>Assert on what the user sees after an action, not on timing.</li>
<li>Keep traces on the first retry (<code>trace: 'on-first-retry'</code>) and read them before re-running.</li>
<li>Quarantine a flaky test with an issue link; do not retry it into silence.</li>
</ol>`,
        ),
        link('Best practices (Playwright documentation)', 'https://playwright.dev/docs/best-practices'),
      ],
    },
  ],
};

const python: DemoCourse = {
  title: 'Python for data analysis',
  description:
    'Load, clean and summarise data with pandas: from a raw CSV export to the table your manager asked for, in a notebook you can run again next month.',
  estimatedTime: 240,
  category: 'Data & Analytics',
  technologies: ['Python'],
  owner: 'multi',
  status: 'published',
  thumbnail: ['moss', 'waves'],
  createdDaysAgo: 40,
  publishedDaysAgo: 35,
  lessons: [
    {
      title: 'Loading data with pandas',
      summary: 'From a CSV file to a DataFrame you can trust.',
      materials: [
        text(
          'read_csv with care',
          `
<h2>Say what the columns are</h2>
<p>pandas guesses column types, and guesses wrong on dates, IDs with leading zeros and numbers with thousands separators. Tell it instead.</p>
${code(`import pandas as pd

sales = pd.read_csv(
    "sales.csv",
    parse_dates=["ordered_at"],
    dtype={"customer_id": "string", "region": "category"},
    thousands=",",
)
sales.info()       # column types and missing values
sales.describe()   # ranges: spot impossible values early`)}`,
        ),
        link('10 minutes to pandas', 'https://pandas.pydata.org/docs/user_guide/10min.html'),
      ],
    },
    {
      title: 'Cleaning and reshaping',
      summary: 'Missing values, duplicates and tidy tables.',
      materials: [
        text(
          'Tidy data',
          `
<h2>One row per observation, one column per variable</h2>
${code(`sales = sales.drop_duplicates(subset="order_id")
sales["amount"] = sales["amount"].fillna(0)
monthly = sales.assign(month=sales["ordered_at"].dt.to_period("M"))`)}
<ul>
<li>Decide per column what a missing value means before filling it.</li>
<li>Keep the raw file untouched; every cleaning step lives in code.</li>
<li>Check row counts after each join: a growing count means duplicate keys.</li>
</ul>`,
        ),
      ],
    },
    {
      title: 'Grouping and summarising',
      summary: 'Split, apply, combine.',
      materials: [
        text(
          'groupby',
          `
<h2>The question in one line</h2>
${code(`summary = (
    monthly.groupby(["month", "region"], observed=True)
    .agg(orders=("order_id", "count"), revenue=("amount", "sum"))
    .reset_index()
)`)}
<p>Name the aggregated columns after what they mean. The result is an ordinary DataFrame: sort it, chart it or write it to Excel with <code>to_excel</code>.</p>`,
        ),
        link('Group by: split-apply-combine', 'https://pandas.pydata.org/docs/user_guide/groupby.html'),
      ],
    },
  ],
};

const angularMigration: DemoCourse = {
  title: 'AngularJS to React migration',
  description:
    'How we moved the customer portal from AngularJS to React one screen at a time. Kept for reference now that the migration is finished.',
  estimatedTime: 150,
  category: 'Legacy Systems',
  technologies: ['React', 'TypeScript'],
  owner: 'coordinator',
  status: 'archived',
  thumbnail: ['plum', 'blocks'],
  createdDaysAgo: 300,
  publishedDaysAgo: 290,
  archivedDaysAgo: 20,
  lessons: [
    {
      title: 'Planning the migration',
      summary: 'Screen by screen, never a big-bang rewrite.',
      materials: [
        text(
          'The strangler pattern',
          `
<h2>Replace a system piece by piece</h2>
<p>Route one screen at a time to the new implementation while the rest stays on the old one. Each step ships on its own and can be rolled back; the old system shrinks until it can be switched off.</p>
<ol>
<li>List the screens and order them by value and risk.</li>
<li>Start with a small, well-understood screen to build the bridge.</li>
<li>Measure: errors, load time, support tickets, before and after.</li>
</ol>`,
        ),
      ],
    },
    {
      title: 'Running both side by side',
      summary: 'Sharing the session, the styles and the router.',
      materials: [
        text(
          'One page, two frameworks',
          `
<h2>Mount React inside AngularJS</h2>
<p>During the migration a React component can be mounted in an AngularJS directive. Share the session through one API client, and the look through shared CSS variables, so users never notice the seam.</p>`,
        ),
      ],
    },
    {
      title: 'Retiring AngularJS',
      summary: 'Removing the last screen and the build that served it.',
      materials: [
        text(
          'Switching it off',
          `
<h2>Delete with confidence</h2>
<ul>
<li>Watch the traffic to old routes drop to zero for two weeks.</li>
<li>Remove the bundle, then the dependencies, then the build steps.</li>
<li>Write down what you learnt for the next migration.</li>
</ul>`,
        ),
      ],
    },
  ],
};

export const PLATFORM_COURSES: DemoCourse[] = [docker, kubernetes, playwright, python, angularMigration];
