import type { ReactElement } from 'react';
import type {
  Badge,
  Leaderboard,
  LedgerPage,
  MyBadge,
  PointsRules,
  PointsSummary,
  Redemption,
  Reward,
} from '@talentpath/contracts/recognition';
import { POINTS_RULE_DEFAULTS, POINTS_RULE_KINDS } from '@talentpath/contracts/recognition';
import noCommon from '../../locales/no/common.json';
import noErrors from '../../locales/no/errors.json';
import noRecognition from '../../locales/no/recognition.json';
import { LocationProbe, openSignedInPage, resetSignedInPage, speakNorwegianWith } from '../../test/signed-in-page';
import { json } from '../../test/api-stub';

export { json, stubApi } from '../../test/api-stub';
export { address, click, seriousViolations, type } from '../../test/signed-in-page';

// What the recognition pages' tests share: samples, the API's side (fetch stubbed), a page opened signed in, axe,
// Norwegian, and the clean-up after each test. Test files share a worker's module graph (vitest.config.ts): nothing
// here registers a hook when imported; each file calls afterEach(resetPage) itself.

export const ME = '00000000-0000-4000-8000-000000000001';
export const KOTLIN = '00000000-0000-4000-8000-0000000000a1';
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const apiError = (status: number, code: string, details?: { path: string; message: string }[]) =>
  json(status, { code, message: code, ...(details ? { details } : {}) });

export const summaryOf = (change: Partial<PointsSummary> = {}): PointsSummary => ({
  balance: 120,
  earned: 250,
  level: { number: 2, name: 'Explorer', threshold: 100 },
  nextLevel: { number: 3, name: 'Achiever', threshold: 300 },
  streak: { current: 3, best: 9 },
  leaderboard: { visibility: 'visible', pseudonym: null },
  ...change,
});

export const earnedBadge: MyBadge = {
  id: id(101),
  name: 'First steps',
  description: 'Complete your first course',
  imageUrl: null,
  match: 'all',
  earnedAt: '2026-03-15T12:00:00.000Z',
  progress: [{ condition: { kind: 'courses-completed', target: 1, categoryId: null }, categoryName: null, current: 1 }],
};
export const lockedBadge: MyBadge = {
  id: id(102),
  name: 'Kotlin master',
  description: '',
  imageUrl: null,
  match: 'all',
  earnedAt: null,
  progress: [
    { condition: { kind: 'courses-completed', target: 5, categoryId: KOTLIN }, categoryName: 'Kotlin', current: 3 },
    { condition: { kind: 'streak', target: 7 }, categoryName: null, current: 2 },
  ],
};

export const rewardOf = (change: Partial<Reward> = {}): Reward => ({
  id: id(201),
  name: 'Coffee voucher',
  description: 'A coffee on us',
  cost: 100,
  stock: 3,
  active: true,
  imageUrl: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  ...change,
});
export const coffee = rewardOf();
export const headphones = rewardOf({ id: id(202), name: 'Headphones', description: '', cost: 500, stock: null });
export const hoodie = rewardOf({ id: id(203), name: 'Hoodie', description: '', cost: 50, stock: 0 });

export const redemptionOf = (change: Partial<Redemption> = {}): Redemption => ({
  id: id(301),
  reward: { id: coffee.id, name: 'Coffee voucher' },
  person: { id: ME, name: 'Ada Lovelace' },
  cost: 100,
  status: 'pending',
  reason: null,
  createdAt: '2026-04-15T12:00:00.000Z',
  decidedAt: null,
  ...change,
});

export const ledgerOf = (items: LedgerPage['items'], totalCount = items.length, pageNumber = 1): LedgerPage => ({
  items,
  pageNumber,
  pageSize: 10,
  totalCount,
  hasNextPage: pageNumber * 10 < totalCount,
});
export const ledger = ledgerOf([
  {
    id: 'l1',
    kind: 'course-completed',
    points: 100,
    capped: false,
    subject: 'Kotlin basics',
    createdAt: '2026-04-10T12:00:00.000Z',
  },
  {
    id: 'l2',
    kind: 'quiz-passed',
    points: 0,
    capped: true,
    subject: 'Kotlin quiz',
    createdAt: '2026-04-11T12:00:00.000Z',
  },
  {
    id: 'l3',
    kind: 'redemption',
    points: -100,
    capped: false,
    subject: 'Coffee voucher',
    createdAt: '2026-04-15T12:00:00.000Z',
  },
]);

const entry = (rank: number, name: string, points: number, more: Partial<Leaderboard['top'][number]> = {}) => ({
  rank,
  points,
  name,
  pseudonym: false,
  personId: id(400 + rank),
  avatar: null,
  isMe: false,
  ...more,
});
export const boardOf = (change: Partial<Leaderboard> = {}): Leaderboard => ({
  period: 'week',
  scope: 'organization',
  since: '2026-04-13',
  ranked: 14,
  top: [
    entry(1, 'Grace Hopper', 300),
    entry(2, 'Quiet Fox', 250, { pseudonym: true, personId: null }),
    entry(2, 'Alan Turing', 250),
    ...[4, 5, 6, 7, 8, 9, 10].map((rank) => entry(rank, `Learner ${rank}`, 200 - rank * 10)),
  ],
  me: { rank: 12, points: 60, visibility: 'visible' },
  neighbours: [entry(11, 'Learner 11', 70), entry(12, 'Ada Lovelace', 60, { isMe: true }), entry(13, 'Learner 13', 50)],
  ...change,
});

export const rules: PointsRules = {
  rules: POINTS_RULE_KINDS.map((kind) => ({ kind, ...POINTS_RULE_DEFAULTS[kind] })),
};

export const badgeOf = (change: Partial<Badge> = {}): Badge => ({
  id: id(501),
  name: 'Kotlin master',
  description: '',
  match: 'all',
  conditions: [
    { kind: 'courses-completed', target: 5, categoryId: KOTLIN },
    { kind: 'streak', target: 7 },
  ],
  active: true,
  imageUrl: null,
  awarded: 4,
  createdAt: '2026-01-15T12:00:00.000Z',
  ...change,
});

/** GET /course-categories, as the server pages it. */
export const categoriesPage = {
  items: [{ id: KOTLIN, name: 'Kotlin', description: '', status: 'active', sortOrder: 1, courseCount: 3 }],
  pageNumber: 1,
  pageSize: 100,
  totalCount: 1,
  hasNextPage: false,
};

const USERS = {
  Learner: { id: ME, name: 'Ada Lovelace', email: 'ada@x.io' },
  Admin: { id: ME, name: 'Alice Admin', email: 'alice@x.io' },
};

/** `page` routed at `route`, opened at `path` inside the page's main landmark, by a user signed in as `role`. */
export const openSignedIn = (role: keyof typeof USERS, route: string, page: ReactElement, path = route) =>
  openSignedInPage(USERS[role], role, route, page, path, <LocationProbe />);

/** Norwegian from here on: the common, errors and recognition bundles. */
export const speakNorwegian = () =>
  speakNorwegianWith({ common: noCommon, errors: noErrors, recognition: noRecognition });

/** After each test: the page, the stubs and spies, the session, English again. */
export const resetPage = resetSignedInPage;
