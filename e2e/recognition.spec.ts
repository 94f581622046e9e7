import { demo, fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { publishedCourse } from './support/courses.ts';
import {
  type Lang,
  expect,
  expectNoSeriousAxeViolations,
  settleAfterResize,
  signInByApi,
  test,
} from './support/fixtures.ts';
import { tr } from './support/i18n.ts';

// Recognition (issue 25), in both languages: an admin defines a badge and a reward; a learner completes a course,
// finds the points and the badge it earned, redeems the reward, and leaves the leaderboard; the admin fulfils the
// redemption, and the learner sees it fulfilled.

const LEARNERS: Record<Lang, { email: string; name: string }> = { en: fixtures.rewardedEn, no: fixtures.rewardedNo };
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
const r = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `recognition:${key}`, vars);

for (const lang of ['en', 'no'] as const)
  test(`a completed course earns points and a badge; a reward redeemed and fulfilled; the leaderboard left (${lang})`, async ({
    page,
  }) => {
    const learner = LEARNERS[lang];
    const admin = await apiAs(demo.admin.email);
    const badge = await admin<{ id: string; name: string }>('POST', '/admin/badges', {
      name: unique(lang === 'en' ? 'Trailblazer' : 'Stifinner'),
      description: lang === 'en' ? 'Completed a course.' : 'Fullførte et kurs.',
      match: 'all',
      conditions: [{ kind: 'courses-completed', target: 1, categoryId: null }],
      active: true,
    });
    const reward = await admin<{ id: string; name: string }>('POST', '/admin/rewards', {
      name: unique(lang === 'en' ? 'Sticker sheet' : 'Klistremerkeark'),
      description: '',
      cost: 50,
      stock: 1,
      active: true,
    });
    const course = await publishedCourse(fixtures.certifyingCoordinator.email, {
      title: unique(lang === 'en' ? 'Giving feedback' : 'Å gi tilbakemelding'),
      description: lang === 'en' ? 'Feedback that helps.' : 'Tilbakemelding som hjelper.',
      lesson: lang === 'en' ? 'Start with what works' : 'Begynn med det som virker',
      material: lang === 'en' ? 'Be specific' : 'Vær konkret',
    });
    const asLearner = await apiAs(learner.email);
    await asLearner('POST', `/courses/${course.id}/enrol`);
    await asLearner('POST', `/lessons/${course.lessonId}/complete`);

    // The points and the badge (awarded by a job after the completion: they show once it ran).
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, lang, learner.email, { path: '/learner/badges-rewards' });
    await expect(page.getByRole('heading', { level: 1, name: r(lang, 'page.title') })).toBeVisible();
    const card = page.getByRole('article', { name: badge.name });
    await expect(async () => {
      await page.reload();
      await expect(card.getByText(r(lang, 'badges.earnedOn', { date: '' }).trim(), { exact: false })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
    await expect(
      card.getByRole('button', { name: r(lang, 'badges.credentialName', { name: badge.name }) }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Redeem the reward.
    await page.getByRole('tab', { name: r(lang, 'tabs.rewards') }).click();
    await page.getByRole('button', { name: r(lang, 'rewards.redeemName', { name: reward.name }) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: r(lang, 'redeem.title', { name: reward.name }) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: r(lang, 'redeem.confirm'), exact: true }).click();
    await expect(page.getByText(r(lang, 'redeem.done', { name: reward.name }))).toBeVisible();
    await page.getByRole('tab', { name: r(lang, 'tabs.redemptions') }).click();
    const mine = page.getByRole('row').filter({ hasText: reward.name });
    await expect(mine.getByText(r(lang, 'status.pending'), { exact: true })).toBeVisible();

    // Leave the leaderboard: hidden from others, still told their own rank.
    await page.goto('/learner/leaderboard?period=all');
    await expect(page.getByRole('heading', { level: 1, name: r(lang, 'leaderboard.title') })).toBeVisible();
    await page.getByRole('radio', { name: r(lang, 'visibility.hidden') }).check();
    await page.getByRole('button', { name: r(lang, 'visibility.save') }).click();
    await expect(page.getByText(r(lang, 'visibility.saved'))).toBeVisible();
    await expect(page.getByText(r(lang, 'leaderboard.hiddenNote')).first()).toBeVisible();
    const seen = await (await apiAs(demo.learner.email))<{ top: { personId: string | null }[] }>(
      'GET',
      '/leaderboard?period=all&scope=organization',
    );
    const me = await asLearner<{ me: { rank: number | null; visibility: string } }>('GET', '/leaderboard?period=all');
    expect(me.me).toMatchObject({ visibility: 'hidden', rank: expect.any(Number) });
    const myId = (await asLearner<{ items: { person: { id: string } }[] }>('GET', '/me/redemptions')).items[0]!.person
      .id;
    expect(seen.top.some((e) => e.personId === myId)).toBe(false);
    await page.setViewportSize({ width: 375, height: 800 });
    await settleAfterResize(page);
    await expectNoSeriousAxeViolations(page);

    // The admin fulfils the redemption; the learner sees it fulfilled.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByApi(page, lang, demo.admin.email, { path: '/admin/redemptions' });
    await expect(page.getByRole('heading', { level: 1, name: r(lang, 'redemptionsAdmin.title') })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: reward.name });
    await expectNoSeriousAxeViolations(page);
    await row.getByRole('button', { name: new RegExp(r(lang, 'redemptionsAdmin.fulfil')) }).click();
    await expect(page.getByText(r(lang, 'redemptionsAdmin.fulfilled', { person: learner.name }))).toBeVisible();
    const after = await asLearner<{ items: { reward: { id: string }; status: string }[] }>('GET', '/me/redemptions');
    expect(after.items.find((i) => i.reward.id === reward.id)?.status).toBe('fulfilled');
  });
