import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type {
  CertificateListPage,
  CertificateSeries,
  SkillCoveragePage,
  SkillHoldersPage,
} from '@talentpath/contracts/analytics';
import noAnalytics from '../../../locales/no/analytics.json';
import { json, stubApi } from '../../../test/api-stub';
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
import { AdminAnalyticsPage } from './admin-analytics-page';

// The analytics page's certificates and skills tabs against a stubbed API: the figures and their tables, a point or
// a technology drilled down to the list behind it (the address says which, the list's call carries it), axe,
// Norwegian.

const ADMIN = { id: '00000000-0000-4000-8000-000000000001', name: 'Amir Haddad', email: 'admin@x.io' };
const P1 = { id: '00000000-0000-4000-8000-000000000101', name: 'Person 1', email: 'p1@x.io' };
const P2 = { id: '00000000-0000-4000-8000-000000000102', name: 'Person 2', email: 'p2@x.io' };
const TS = '00000000-0000-4000-8000-0000000000b1';
const GO = '00000000-0000-4000-8000-0000000000b2';
const COURSE = { id: '00000000-0000-4000-8000-0000000000a1', title: 'Kotlin basics' };

const series: CertificateSeries = {
  from: '2025-03-01',
  to: '2025-03-16',
  interval: 'week',
  points: [
    { start: '2025-03-01', end: '2025-03-02', issued: 0, expiring: 0 },
    { start: '2025-03-03', end: '2025-03-09', issued: 2, expiring: 1 },
    { start: '2025-03-10', end: '2025-03-16', issued: 1, expiring: 0 },
  ],
};

const certificates: CertificateListPage = {
  items: [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      code: 'TP-ABCD-1234',
      person: P1,
      course: COURSE,
      issuedAt: '2025-03-04T23:30:00.000Z',
      expiresOn: '2026-03-04',
      revoked: false,
    },
    {
      id: '00000000-0000-4000-8000-0000000000c2',
      code: 'TP-EFGH-5678',
      person: P2,
      course: COURSE,
      issuedAt: '2025-03-05T08:00:00.000Z',
      expiresOn: null,
      revoked: true,
    },
  ],
  pageNumber: 1,
  pageSize: 20,
  totalCount: 2,
  hasNextPage: false,
};

const levels = (people: number[], verified: number[]) =>
  people.map((count, i) => ({ level: i + 1, people: count, verified: verified[i] ?? 0 }));
const coverage: SkillCoveragePage = {
  items: [
    {
      technology: { id: TS, name: 'TypeScript' },
      people: 5,
      verified: 2,
      levels: levels([0, 1, 3, 1, 0], [0, 0, 1, 1, 0]),
    },
    { technology: { id: GO, name: 'Go' }, people: 1, verified: 0, levels: levels([1, 0, 0, 0, 0], []) },
  ],
  pageNumber: 1,
  pageSize: 10,
  totalCount: 2,
  hasNextPage: false,
};

const holders: SkillHoldersPage = {
  items: [
    { person: P1, level: 4, verifiedLevel: 4 },
    { person: P2, level: 3, verifiedLevel: null },
  ],
  pageNumber: 1,
  pageSize: 20,
  totalCount: 2,
  hasNextPage: false,
  technology: { id: TS, name: 'TypeScript' },
};

function open(path: string) {
  const calls = stubApi((call) => {
    if (call.path.startsWith('/admin/analytics/certificates/list?')) return json(200, certificates);
    if (call.path.startsWith('/admin/analytics/certificates?')) return json(200, series);
    if (call.path.startsWith('/admin/analytics/skills/people?')) return json(200, holders);
    if (call.path.startsWith('/admin/analytics/skills?')) return json(200, coverage);
    if (call.path === '/report-subscriptions') return json(200, { items: [] });
    return undefined;
  });
  return {
    calls,
    page: openSignedInPage(ADMIN, 'Admin', '/admin/analytics', <AdminAnalyticsPage />, path, <LocationProbe />),
  };
}

/** The page's address's parameters. */
const query = () => Object.fromEntries(new URLSearchParams(address.current.split('?')[1]));
const paths = (calls: { path: string }[], start: string) =>
  calls.map((c) => c.path).filter((path) => path.startsWith(start));

const CERTIFICATES = '/admin/analytics?tab=certificates&from=2025-03-01&to=2025-03-16&interval=week';

afterEach(resetSignedInPage);

describe('/admin/analytics, certificates and skills', () => {
  it('certificates: totals, the list with its codes, a point drilled down, the kind switched', async () => {
    const { calls, page } = open(CERTIFICATES);
    await page;
    const issued = await screen.findByRole('article', { name: 'Certificates issued' });
    expect((await within(issued).findByTestId('stat-value')).textContent).toBe('3');
    expect(
      within(screen.getByRole('article', { name: 'Certificates ending' })).getByTestId('stat-value').textContent,
    ).toBe('1');
    expect(paths(calls, '/admin/analytics/certificates?')).toEqual([
      '/admin/analytics/certificates?from=2025-03-01&to=2025-03-16&interval=week',
    ]);

    // The range's certificates: the day issued (a UTC day), the holder, the course, the code to verify, revoked.
    const list = screen.getByRole('region', { name: 'Certificates issued or ending' });
    expect(await within(list).findByText('Issued Mar 1 – Mar 16, 2025, the whole range')).toBeTruthy();
    expect(within(list).getByText('Mar 4, 2025')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'TP-ABCD-1234' }).getAttribute('href')).toBe('/verify/TP-ABCD-1234');
    expect(within(list).getAllByText('Revoked')).toHaveLength(1);
    expect(within(list).getByText('2 certificates issued')).toBeTruthy();
    expect(await seriousViolations(document.body)).toEqual([]);

    // A point of the chart's table: its days in the address and in the list's call.
    const chart = screen.getByRole('region', { name: 'Certificates issued and ending' });
    await click(within(chart).getByRole('radio', { name: 'Table' }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodCertificates issuedCertificates endingCertificates',
      'Mar 1 – Mar 2, 202500Certificates',
      'Mar 3 – Mar 9, 202521Certificates',
      'Mar 10 – Mar 16, 202510Certificates',
    ]);
    await click(within(chart).getByRole('button', { name: 'Certificates issued or ending Mar 3 – Mar 9, 2025' }));
    expect(query()).toMatchObject({ 'certificates.from': '2025-03-03', 'certificates.to': '2025-03-09' });
    expect(await within(list).findByText('Issued Mar 3 – Mar 9, 2025, the point you chose')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe(
      '/admin/analytics/certificates/list?from=2025-03-03&to=2025-03-09&kind=issued&sort=day&pageNumber=1&pageSize=20',
    );

    // Those ending instead: the kind in the address and the call, the point kept.
    await click(within(list).getByRole('radio', { name: 'Ending' }));
    expect(query()).toMatchObject({ 'certificates.kind': 'expiring', 'certificates.from': '2025-03-03' });
    expect(calls.at(-1)?.path).toBe(
      '/admin/analytics/certificates/list?from=2025-03-03&to=2025-03-09&kind=expiring&sort=day&pageNumber=1&pageSize=20',
    );
    expect(await within(list).findByRole('columnheader', { name: 'Last valid day' })).toBeTruthy();
    expect(within(list).getByText('Mar 4, 2026')).toBeTruthy();

    // Sorted by course; then the whole range again.
    await click(within(list).getByRole('button', { name: 'Course' }));
    expect(query()).toMatchObject({ 'certificates.sort': 'course' });
    expect(calls.at(-1)?.path).toContain('sort=course');
    await click(within(list).getByRole('button', { name: 'Show the whole range' }));
    expect(query()['certificates.from']).toBeUndefined();
    expect(await within(list).findByText('Last valid day Mar 1 – Mar 16, 2025, the whole range')).toBeTruthy();
  });

  it('skills: coverage as chart and table, a technology opened to its people, filtered by level', async () => {
    const { calls, page } = open('/admin/analytics?tab=skills');
    await page;
    const card = await screen.findByRole('region', { name: 'Skill coverage' });
    expect(await within(card).findByText('2 technologies in total')).toBeTruthy();
    expect(paths(calls, '/admin/analytics/skills')).toEqual([
      '/admin/analytics/skills?sort=-people&pageNumber=1&pageSize=10',
    ]);
    // Nothing chosen yet: a hint, no list, no call for one.
    expect(screen.getByText(/^Choose People beside a technology/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Who knows/ })).toBeNull();
    expect(await seriousViolations(document.body)).toEqual([]);

    await click(within(card).getByRole('radio', { name: 'Table' }));
    const rows = within(within(card).getByRole('table', { name: 'Skill coverage' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TechnologyLevel 1Level 2Level 3Level 4Level 5PeopleVerifiedList of people',
      'TypeScript010 verified31 verified11 verified052People',
      'Go10 verified000010People',
    ]);

    // Sorted by name: the address and the call follow.
    await click(within(card).getByRole('button', { name: 'Technology' }));
    expect(query()).toMatchObject({ 'skills.sort': 'name' });
    expect(calls.at(-1)?.path).toBe('/admin/analytics/skills?sort=name&pageNumber=1&pageSize=10');

    await click(within(card).getByRole('button', { name: 'People with TypeScript skills' }));
    expect(query()).toMatchObject({ 'holders.technologyId': TS });
    expect(calls.at(-1)?.path).toBe(
      `/admin/analytics/skills/people?technologyId=${TS}&sort=-level&pageNumber=1&pageSize=20`,
    );
    const list = await screen.findByRole('region', { name: 'Who knows TypeScript' });
    expect(await within(list).findByText('Person 2')).toBeTruthy();
    const people = within(within(list).getByRole('table', { name: 'Who knows TypeScript' })).getAllByRole('row');
    expect(people.map((row) => row.textContent)).toEqual([
      'NameLevelVerified level',
      'Person 1p1@x.io44',
      'Person 2p2@x.io3Not verified',
    ]);
    expect(within(list).getByText('2 people in total')).toBeTruthy();

    await type(within(list).getByLabelText('Level'), '3');
    expect(query()).toMatchObject({ 'holders.technologyId': TS, 'holders.level': '3' });
    expect(calls.at(-1)?.path).toBe(
      `/admin/analytics/skills/people?technologyId=${TS}&level=3&sort=-level&pageNumber=1&pageSize=20`,
    );
    await type(within(list).getByLabelText('Evidence'), 'false');
    expect(calls.at(-1)?.path).toContain('level=3&verified=false');
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('in Norwegian: the certificates tab', async () => {
    await speakNorwegianWith({ analytics: noAnalytics });
    const { page } = open(CERTIFICATES);
    await page;
    const issued = await screen.findByRole('article', { name: 'Sertifikater utstedt' });
    expect((await within(issued).findByTestId('stat-value')).textContent).toBe('3');
    expect(await screen.findByText('2 sertifikater utstedt')).toBeTruthy();
    expect(screen.getByText('Trukket tilbake')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Går ut' })).toBeTruthy();
  });
});
