import { demo } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { expect, expectNoSeriousAxeViolations, settleAfterResize, signInByApi, test } from './support/fixtures.ts';
import { tr } from './support/i18n.ts';
import { journeyLanguages } from './support/languages.ts';

// Global search (issue 24), in Norwegian (both with E2E_LANGUAGES=all; ADR 0041): by keyboard from the header (`/`, type, the suggestion list, Enter),
// the results page, a skill filter, and a person's profile opened from it; axe on the page, with the list open, and
// at 375 px.

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 375, height: 800 };

for (const lang of journeyLanguages()) {
  const s = (key: string, vars: Record<string, string> = {}) => tr(lang, `search:${key}`, vars);

  test(`search by keyboard from the header, filter the results, open a person (${lang})`, async ({ page }) => {
    const pm = await apiAs(demo.pm.email);
    const found = await pm<{ people: { items: { id: string; name: string }[] } }>(
      'GET',
      `/search?q=${encodeURIComponent(demo.learner.name)}&type=people`,
    );
    const learner = found.people.items.find((p) => p.name === demo.learner.name)!;
    const skills = await pm<{ items: { technology: { name: string }; level: number }[] }>(
      'GET',
      `/people/${learner.id}/skills`,
    );
    const skill = skills.items[0]!;

    await page.setViewportSize(WIDE);
    await signInByApi(page, lang, demo.pm.email);
    const box = page.getByRole('combobox', { name: s('header.label') });
    await expect(box).toBeVisible();
    await page.locator('body').press('/');
    await expect(box).toBeFocused();
    await page.keyboard.type(demo.learner.name.split(' ')[0]!);
    const option = page.getByRole('option', { name: new RegExp(demo.learner.name) });
    await expect(option).toBeVisible();
    await expect(option.locator('mark').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `/tmp/h2-${lang}-1440-suggestions.png` });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search-results\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: s('page.title') })).toBeVisible();
    const people = page.getByRole('region', { name: new RegExp(s('groups.people')) });
    await expect(people.getByRole('link', { name: demo.learner.name })).toBeVisible();

    // The skill filter: the learner's technology at their level.
    await page.getByRole('combobox', { name: s('filters.technology') }).fill(skill.technology.name);
    await page.getByRole('option', { name: skill.technology.name, exact: true }).click();
    await expect(page).toHaveURL(/technologyId=/);
    await expect(people.getByRole('link', { name: demo.learner.name })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `/tmp/h2-${lang}-1440.png`, fullPage: true });

    await page.setViewportSize(NARROW);
    await settleAfterResize(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `/tmp/h2-${lang}-375.png`, fullPage: true });
    await page.getByRole('button', { name: s('header.open') }).click();
    await expect(box).toBeFocused();
    await page.keyboard.type(demo.learner.name.split(' ')[0]!);
    await expect(page.getByRole('option', { name: new RegExp(demo.learner.name) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `/tmp/h2-${lang}-375-suggestions.png` });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.setViewportSize(WIDE);
    await people.getByRole('link', { name: demo.learner.name }).click();
    await expect(page).toHaveURL(new RegExp(`/learner/view-profile/${learner.id}`));
    await expect(page.getByRole('heading', { level: 1, name: demo.learner.name })).toBeVisible();
  });
}
