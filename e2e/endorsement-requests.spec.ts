import { fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { tr } from './support/i18n.ts';
import { journeyLanguages } from './support/languages.ts';

// Asking for endorsements (issue 24), in Norwegian (both with E2E_LANGUAGES=all; ADR 0041): a learner asks a colleague, found by name, to endorse one
// of their skills from their profile; the colleague is told, opens the profile from the notification and endorses.

const ASKER: Record<Lang, { email: string; name: string }> = { en: fixtures.askerEn, no: fixtures.askerNo };
const ASKED: Record<Lang, { email: string; name: string }> = { en: fixtures.askedEn, no: fixtures.askedNo };
const t = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `talent:${key}`, vars);

for (const lang of journeyLanguages())
  test(`a learner asks a colleague to endorse a skill; the colleague endorses it from the notification (${lang})`, async ({
    page,
  }) => {
    const asker = ASKER[lang];
    const asked = ASKED[lang];
    const call = await apiAs(asker.email);
    const technologies = await call<{ items: { id: string; name: string }[] }>(
      'GET',
      '/technologies?pageSize=100&status=active&sort=name',
    );
    const skill = technologies.items.find((x) => x.name === (lang === 'en' ? 'Docker' : 'Python'))!;
    await call('PUT', `/me/skills/${skill.id}`, { level: 3 });

    await signInByApi(page, lang, asker.email, { path: '/learner/profile' });
    const card = page.getByRole('listitem').filter({ hasText: skill.name });
    await card.getByRole('button', { name: t(lang, 'ask.label', { skill: skill.name }) }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'ask.title', { skill: skill.name }) });
    const box = dialog.getByRole('combobox', { name: t(lang, 'ask.people') });
    await box.fill(asked.name.split(' ')[0]!);
    await page.getByRole('option', { name: asked.name }).click();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape'); // closes the list, not the dialog
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t(lang, 'ask.submit') }).click();
    await expect(page.getByText(t(lang, 'ask.told_one', { count: '1', skill: skill.name }))).toBeVisible();
    await expect(dialog).toBeHidden();

    // The colleague: told (by a job after the request), opens the profile from the notification, endorses.
    await signInByApi(page, lang, asked.email, { path: '/learner/notifications' });
    const text = tr(lang, 'notifications:types.endorsement-requested.text', {
      person: asker.name,
      technology: skill.name,
    });
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(text)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('link', { name: text }).click();
    await expect(page).toHaveURL(/\/learner\/profile\/[0-9a-f-]{36}$/);
    const endorse = page
      .getByRole('listitem')
      .filter({ hasText: skill.name })
      .getByRole('button', { name: t(lang, 'actions.endorseLabel', { skill: skill.name }) });
    await endorse.click();
    await expect(endorse).toHaveAttribute('aria-pressed', 'true');
  });
