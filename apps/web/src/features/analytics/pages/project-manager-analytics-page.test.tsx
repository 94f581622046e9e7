import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addDays, daysBetween, mondayOf, today } from '@talentpath/contracts/calendar-days';
import type {
  BenchPage,
  DemandPage,
  LearningToStaffingPage,
  PersonLoadPage,
  ProjectsAtRiskPage,
  UtilisationPoint,
  UtilisationSeries,
} from '@talentpath/contracts/workforce-analytics';
import noAnalytics from '../../../locales/no/analytics.json';
import { type ApiCall, json, stubApi } from '../../../test/api-stub';
import {
  address,
  click,
  LocationProbe,
  openSignedInPage,
  resetSignedInPage,
  seriousViolations,
  speakNorwegianWith,
  type,
} from '../../../test/signed-in-page';
import { ProjectManagerAnalyticsPage } from './project-manager-analytics-page';

// The project manager's analytics page against a stubbed API: this week's figures and the weeks with their forecast
// marked, a week drilled to its people (the call carries the week and the figure), the bench's controls in the
// call and the address, demand against supply, the risks in words, who learned a required technology, axe,
// Norwegian.

const PM = { id: '00000000-0000-4000-8000-000000000001', name: 'Pia Manager', email: 'pia@x.io' };
const DEVELOPER = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Developer' };
const LEAD = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Tech lead' };
const REACT = { id: '00000000-0000-4000-8000-0000000000b1', name: 'React' };
const KOTLIN = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Kotlin' };
const ATLAS = '00000000-0000-4000-8000-0000000000c1';
const BOREALIS = '00000000-0000-4000-8000-0000000000c2';
const person = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-0000000000d${n}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@x.io`,
});
const ODA = person(1, 'Oda Full');
const BEA = person(2, 'Bea Bench');
const LARS = person(3, 'Lars Learner');
const MONA = person(4, 'Mona Maker');

const RANGE = 'from=2025-02-24&to=2025-03-23';
const BASE = '/project-manager/analytics';

const point = (
  start: string,
  utilisation: number,
  assigned: number,
  roles: [number, number],
  full: number,
  underHalf: number,
): UtilisationPoint => ({
  start,
  end: addDays(start, 6),
  workingDays: 5,
  people: 10,
  utilisation,
  assigned,
  roles: [
    { role: DEVELOPER, assigned: roles[0] },
    { role: LEAD, assigned: roles[1] },
  ],
  full,
  underHalf,
});
const series: UtilisationSeries = {
  from: '2025-02-24',
  to: '2025-03-23',
  today: '2025-03-12',
  points: [
    point('2025-02-24', 60, 6, [4, 2], 1, 2),
    point('2025-03-03', 70, 7, [5, 2], 2, 1),
    point('2025-03-10', 72.4, 7.5, [5.5, 2], 2, 1),
    // From today on: a forecast.
    point('2025-03-17', 40, 4, [3, 1], 0, 5),
  ],
};

const page = { pageNumber: 1, pageSize: 10, hasNextPage: false };
const loads: PersonLoadPage = { ...page, pageSize: 20, totalCount: 1, items: [{ person: ODA, load: 100 }] };
const bench: BenchPage = {
  ...page,
  totalCount: 1,
  from: '2025-03-12',
  to: '2025-04-08',
  items: [
    {
      person: BEA,
      peak: 20,
      today: 10,
      technologies: [
        { ...REACT, level: 4 },
        { ...KOTLIN, level: 2 },
      ],
    },
  ],
};
const demand: DemandPage = {
  ...page,
  totalCount: 2,
  items: [
    { technology: REACT, projects: 3, people: 5, verified: 2, free: 1 },
    { technology: KOTLIN, projects: 1, people: 0, verified: 0, free: 0 },
  ],
};
const risks: ProjectsAtRiskPage = {
  ...page,
  totalCount: 2,
  items: [
    {
      project: { id: ATLAS, name: 'Atlas', status: 'in-progress', startDate: '2025-01-06', deadline: '2025-03-09' },
      manager: { id: PM.id, name: PM.name },
      risks: ['overdue', 'understaffed'],
      slots: 5,
      openSlots: 2,
      daysOverdue: 3,
    },
    {
      project: { id: BOREALIS, name: 'Borealis', status: 'planned', startDate: '2025-03-20', deadline: '2025-06-30' },
      manager: null,
      risks: ['understaffed', 'starting-understaffed'],
      slots: 1,
      openSlots: 1,
      daysOverdue: 0,
    },
  ],
};
const learned: LearningToStaffingPage = {
  ...page,
  totalCount: 2,
  people: 2,
  technologies: 1,
  items: [
    {
      person: LARS,
      technology: REACT,
      level: 3,
      course: { id: '00000000-0000-4000-8000-0000000000e1', title: 'React in depth' },
      at: '2025-03-05T10:00:00.000Z',
      projects: 3,
      load: 40,
    },
    {
      person: MONA,
      technology: REACT,
      level: 2,
      course: { id: null, title: 'React basics' },
      at: '2025-03-01T09:00:00.000Z',
      projects: 3,
      load: 100,
    },
  ],
};

function open(path: string) {
  const calls = stubApi((call: ApiCall) => {
    const answers: [string, unknown][] = [
      [`${BASE}/utilisation?`, series],
      [`${BASE}/utilisation/people?`, loads],
      [`${BASE}/bench?`, bench],
      [`${BASE}/demand?`, demand],
      [`${BASE}/projects-at-risk?`, risks],
      [`${BASE}/learning-to-staffing?`, learned],
      ['/report-subscriptions', { items: [] }],
    ];
    const answer = answers.find(([prefix]) => call.path.startsWith(prefix));
    return answer && json(200, answer[1]);
  });
  return {
    calls,
    page: openSignedInPage(
      PM,
      'ProjectManager',
      '/project-manager/analytics',
      <ProjectManagerAnalyticsPage />,
      path,
      <LocationProbe />,
    ),
  };
}

/** The page's address's parameters. */
const query = () => Object.fromEntries(new URLSearchParams(address.current.split('?')[1]));
const statValue = (name: string) => within(screen.getByRole('article', { name })).getByTestId('stat-value').textContent;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
const paths = (calls: ApiCall[], prefix: string) => calls.map((c) => c.path).filter((p) => p.startsWith(prefix));

afterEach(resetSignedInPage);

describe('/project-manager/analytics', () => {
  it("utilization: this week's figures, the weeks as a table with the forecast marked, and per project role", async () => {
    const { calls, page } = open(`/project-manager/analytics?${RANGE}`);
    await page;
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const now = await screen.findByRole('region', { name: 'This week, Mar 10 – Mar 16, 2025' });
    expect(
      within(now)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Utilization', 'Assigned (full-time equivalents)', 'Fully booked', 'Below 50%']);
    expect(statValue('Utilization')).toBe('72%');
    expect(statValue('Assigned (full-time equivalents)')).toBe('7.5');
    expect(statValue('Fully booked')).toBe('2');
    expect(statValue('Below 50%')).toBe('1');
    expect(within(now).getByText('Of 10 people who can be staffed')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain(`${BASE}/utilisation?${RANGE}`);

    // The chart says in words which part is the forecast; the table marks each forecast week.
    const chart = screen.getByRole('region', { name: 'Utilization per week' });
    expect(within(chart).getByText(/dashed line in the shaded area after Today: the forecast/)).toBeTruthy();
    await click(within(chart).getByRole('radio', { name: 'Table' }));
    expect(rowsOf(within(chart).getByRole('table', { name: 'Utilization per week' }))).toEqual([
      'WeekUtilizationAssigned (full-time equivalents)Fully bookedBelow 50%People',
      'Feb 24 – Mar 2, 202560%612People',
      'Mar 3 – Mar 9, 202570%721People',
      'Mar 10 – Mar 16, 202572%7.521People',
      'Mar 17 – Mar 23, 2025Forecast40%405People',
    ]);
    expect(within(chart).getByRole('button', { name: 'Download the utilization per week as CSV' })).toBeTruthy();

    const roles = screen.getByRole('region', { name: 'Assigned per project role' });
    await click(within(roles).getByRole('radio', { name: 'Table' }));
    expect(rowsOf(within(roles).getByRole('table', { name: 'Assigned per project role' }))).toEqual([
      'WeekDeveloperTech leadAll roles',
      'Feb 24 – Mar 2, 2025426',
      'Mar 3 – Mar 9, 2025527',
      'Mar 10 – Mar 16, 20255.527.5',
      'Mar 17 – Mar 23, 2025Forecast314',
    ]);
    // The headings in order: the page's, then a level 2 a section.
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`);
    expect(headings).toEqual([
      'H1 Analytics',
      'H2 This week, Mar 10 – Mar 16, 2025',
      'H2 Utilization per week',
      'H2 Assigned per project role',
      'H2 Bench',
      'H2 Demand vs. supply',
      'H2 Projects at risk',
      'H2 From learning to staffing',
    ]);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('without a range in the address: 12 weeks back to 12 ahead, from a Monday', async () => {
    const { calls, page } = open('/project-manager/analytics');
    await page;
    await screen.findByRole('region', { name: 'Utilization per week' });
    const [asked] = paths(calls, `${BASE}/utilisation?`);
    const { from = '', to = '' } = Object.fromEntries(new URLSearchParams(asked?.split('?')[1]));
    expect(from).toBe(addDays(mondayOf(today()), -84));
    expect(daysBetween(from, to)).toBe(25 * 7 - 1);
    // Learning is of the days already lived.
    expect(paths(calls, `${BASE}/learning-to-staffing?`)).toEqual([
      `${BASE}/learning-to-staffing?from=${from}&to=${today()}&sort=-at&pageNumber=1&pageSize=10`,
    ]);
    expect(screen.getByRole('button', { name: '12 weeks back and ahead' }).getAttribute('aria-pressed')).toBe('true');

    await click(screen.getByRole('button', { name: 'Next 12 weeks' }));
    expect(query()).toMatchObject({ from: mondayOf(today()), to });
  });

  it("a week drilled to its people: the figure's bounds in the call and the address; back to everyone", async () => {
    const { calls, page } = open(`/project-manager/analytics?${RANGE}`);
    await page;
    const chart = await screen.findByRole('region', { name: 'Utilization per week' });
    await click(within(chart).getByRole('radio', { name: 'Table' }));

    await click(within(chart).getByRole('button', { name: '2 people fully booked in Mar 10 – Mar 16, 2025' }));
    expect(query()).toMatchObject({ 'week.from': '2025-03-10', 'week.to': '2025-03-16', 'week.only': 'full' });
    const people = `${BASE}/utilisation/people?from=2025-03-10&to=2025-03-16`;
    expect(calls.at(-1)?.path).toBe(`${people}&atLeast=100&sort=-load&pageNumber=1&pageSize=20`);
    const list = await screen.findByRole('region', { name: 'People in the week' });
    expect(within(list).getByText('Mar 10 – Mar 16, 2025: those fully booked (100%)')).toBeTruthy();
    expect(rowsOf(within(list).getByRole('table', { name: 'People in the week' }))).toEqual([
      'PersonLoad in the week',
      'Oda Fulloda@x.io100%',
    ]);
    // A person's name is plain text: the area has no profile page to open.
    expect(within(list).queryByRole('link')).toBeNull();

    await type(within(list).getByLabelText('Show'), 'underHalf');
    expect(query()['week.only']).toBe('underHalf');
    expect(calls.at(-1)?.path).toBe(`${people}&under=50&sort=-load&pageNumber=1&pageSize=20`);

    await click(within(list).getByRole('button', { name: 'Person' }));
    expect(query()['week.sort']).toBe('name');
    expect(calls.at(-1)?.path).toBe(`${people}&under=50&sort=name&pageNumber=1&pageSize=20`);

    // Everyone's load in the forecast week.
    await click(within(chart).getByRole('button', { name: "Everyone's load in Mar 17 – Mar 23, 2025" }));
    expect(query()['week.only']).toBeUndefined();
    expect(calls.at(-1)?.path).toBe(
      `${BASE}/utilisation/people?from=2025-03-17&to=2025-03-23&sort=name&pageNumber=1&pageSize=20`,
    );
    expect(await seriousViolations(document.body)).toEqual([]);

    await click(within(list).getByRole('button', { name: 'Close the list' }));
    expect(query()['week.from']).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'People in the week' })).toBeNull();
  });

  it('the bench: its controls change the call and the address', async () => {
    const { calls, page } = open(`/project-manager/analytics?${RANGE}`);
    await page;
    const section = await screen.findByRole('region', { name: 'Bench' });
    const table = await within(section).findByRole('table', { name: 'Bench' });
    expect(paths(calls, `${BASE}/bench?`)).toEqual([
      `${BASE}/bench?below=50&weeks=4&sort=peak&pageNumber=1&pageSize=10`,
    ]);
    expect(within(section).getByText('Below 50% on every day from Mar 12, 2025 to Apr 8, 2025')).toBeTruthy();
    expect(rowsOf(table)).toEqual([
      'PersonHighest loadLoad todayTechnologies',
      'Bea Benchbea@x.io20%10%React, level 4Kotlin, level 2',
    ]);

    await type(within(section).getByLabelText('Load stays below'), '75');
    expect(query()).toMatchObject({ 'bench.below': '75' });
    expect(calls.at(-1)?.path).toBe(`${BASE}/bench?below=75&weeks=4&sort=peak&pageNumber=1&pageSize=10`);

    await type(within(section).getByLabelText('Weeks ahead'), '8');
    expect(query()).toMatchObject({ 'bench.below': '75', 'bench.weeks': '8' });
    expect(calls.at(-1)?.path).toBe(`${BASE}/bench?below=75&weeks=8&sort=peak&pageNumber=1&pageSize=10`);

    // Back to the default: left out of the address.
    await type(within(section).getByLabelText('Load stays below'), '50');
    expect(query()['bench.below']).toBeUndefined();
  });

  it('demand vs. supply: a table biggest gap first, each technology’s people opening the employee search', async () => {
    const { calls, page } = open(`/project-manager/analytics?${RANGE}`);
    await page;
    const section = await screen.findByRole('region', { name: 'Demand vs. supply' });
    expect(paths(calls, `${BASE}/demand?`)).toEqual([`${BASE}/demand?sort=-gap&pageNumber=1&pageSize=10`]);
    await within(section).findByText('2 technologies in total');
    await click(within(section).getByRole('radio', { name: 'Table' }));
    const table = within(section).getByRole('table', { name: 'Demand vs. supply' });
    expect(rowsOf(table)).toEqual([
      'TechnologyProjects requiring itPeople with itVerifiedFree peopleGap',
      'React35212',
      'Kotlin10001',
    ]);
    expect(
      within(table)
        .getByRole('link', { name: '5 people with React: find them under Employee assignment' })
        .getAttribute('href'),
    ).toBe(`/project-manager/employee-assign?tech=${REACT.id}`);

    await click(within(table).getByRole('button', { name: 'Projects requiring it' }));
    expect(query()).toMatchObject({ 'demand.sort': 'projects' });
    expect(calls.at(-1)?.path).toBe(`${BASE}/demand?sort=projects&pageNumber=1&pageSize=10`);
    expect(within(section).getByRole('button', { name: 'Download demand vs. supply as Excel' })).toBeTruthy();
  });

  it('projects at risk: each risk in words, each project linking to its page', async () => {
    const { calls, page } = open(`/project-manager/analytics?${RANGE}`);
    await page;
    const section = await screen.findByRole('region', { name: 'Projects at risk' });
    const table = await within(section).findByRole('table', { name: 'Projects at risk' });
    expect(paths(calls, `${BASE}/projects-at-risk?`)).toEqual([
      `${BASE}/projects-at-risk?sort=deadline&pageNumber=1&pageSize=10`,
    ]);
    expect(rowsOf(table)).toEqual([
      'ProjectRisksOpen role slotsDeadlineManager',
      'AtlasOverdue by 3 days2 of 5 role slots open2 of 5Mar 9, 2025Pia Manager',
      'Borealis1 of 1 role slot openStarts within 14 days (Mar 20, 2025) understaffed1 of 1Jun 30, 2025—',
    ]);
    expect(within(table).getByRole('link', { name: 'Atlas' }).getAttribute('href')).toBe(
      `/project-manager/employee-assign?projectId=${ATLAS}`,
    );
    await click(within(table).getByRole('button', { name: 'Open role slots' }));
    expect(query()).toMatchObject({ 'risks.sort': 'openSlots' });
    expect(calls.at(-1)?.path).toBe(`${BASE}/projects-at-risk?sort=openSlots&pageNumber=1&pageSize=10`);
  });

  it('learning into staffing: the figures, the table, one technology only', async () => {
    const { calls, page } = open(`/project-manager/analytics?${RANGE}`);
    await page;
    const section = await screen.findByRole('region', { name: 'From learning to staffing' });
    const table = await within(section).findByRole('table', { name: 'From learning to staffing' });
    const learning = `${BASE}/learning-to-staffing?${RANGE}`;
    expect(paths(calls, `${BASE}/learning-to-staffing?`)).toEqual([`${learning}&sort=-at&pageNumber=1&pageSize=10`]);
    expect(statValue('People')).toBe('2');
    expect(statValue('Technologies')).toBe('1');
    expect(rowsOf(table)).toEqual([
      'PersonTechnologyCourseLearned onActive projects requiring itLoad today',
      'Lars Learnerlars@x.ioReact, level 3React in depthMar 5, 2025340%',
      'Mona Makermona@x.ioReact, level 2React basicsDeleted sinceMar 1, 20253100%',
    ]);
    expect(within(section).getByRole('button', { name: 'Download who learned what as CSV' })).toBeTruthy();

    await click(within(table).getByRole('button', { name: 'React, level 3: show only this technology' }));
    expect(query()).toMatchObject({ 'learning.technologyId': REACT.id });
    expect(calls.at(-1)?.path).toBe(`${learning}&technologyId=${REACT.id}&sort=-at&pageNumber=1&pageSize=10`);
    expect(await within(section).findByText('Only React')).toBeTruthy();
    await click(within(section).getByRole('button', { name: 'All technologies' }));
    expect(query()['learning.technologyId']).toBeUndefined();
  });

  it('a range all ahead of today: nothing learned in it is asked for', async () => {
    const { calls, page } = open('/project-manager/analytics?from=2099-01-05&to=2099-02-01');
    await page;
    const section = await screen.findByRole('region', { name: 'From learning to staffing' });
    expect(
      within(section).getByText('The range lies after today: no one has learned anything in it yet.'),
    ).toBeTruthy();
    await screen.findByRole('region', { name: 'Utilization per week' });
    expect(paths(calls, `${BASE}/learning-to-staffing?`)).toEqual([]);
  });

  it('refuses a range that ends before it starts: only what does not depend on it is asked', async () => {
    const { calls, page } = open('/project-manager/analytics?from=2025-03-10&to=2025-03-01');
    await page;
    expect(await screen.findByText('The range must end on or after the day it starts')).toBeTruthy();
    await screen.findByRole('table', { name: 'Projects at risk' });
    expect(paths(calls, `${BASE}/utilisation`)).toEqual([]);
    expect(paths(calls, `${BASE}/learning-to-staffing`)).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Utilization per week' })).toBeNull();
  });

  it('in Norwegian: the figures, the forecast, the bench and the risks', async () => {
    await speakNorwegianWith({ analytics: noAnalytics });
    const { page } = open(`/project-manager/analytics?${RANGE}`);
    await page;
    const rate = await screen.findByRole('article', { name: 'Beleggsgrad' });
    expect((await within(rate).findByTestId('stat-value')).textContent).toBe('72\u00a0%');
    expect(statValue('Tildelt (fulltidsekvivalenter)')).toBe('7,5');
    const chart = screen.getByRole('region', { name: 'Beleggsgrad per uke' });
    await click(within(chart).getByRole('radio', { name: 'Tabell' }));
    const forecast = within(chart).getAllByRole('row').at(-1);
    expect(forecast && within(forecast).getByText('Prognose')).toBeTruthy();
    const bench = screen.getByRole('region', { name: 'Ledig kapasitet' });
    expect(within(bench).getByLabelText('Belastningen holder seg under')).toBeTruthy();
    const risks = screen.getByRole('region', { name: 'Prosjekter i faresonen' });
    expect(await within(risks).findByText('3 dager over fristen')).toBeTruthy();
    expect(within(risks).getByText('1 av 1 rolleplass ledig')).toBeTruthy();
    expect(screen.getByRole('button', { name: '12 uker bakover og fremover' })).toBeTruthy();
  });
});
