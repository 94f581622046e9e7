import { demo, fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test, type Lang } from './support/fixtures.ts';
import { tr } from './support/i18n.ts';

// The talent profile (issue 24), in both languages: a learner writes who they are — headline, a language, a link —
// and shows it to managers only; a colleague then sees a line saying it is private, a project manager sees it all.
// At 375 px the dialog fits and the profile reads in one column.

const PEOPLE: Record<Lang, { email: string; name: string }> = { en: fixtures.profileEn, no: fixtures.profileNo };
const p = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `talent:${key}`, vars);

for (const lang of ['en', 'no'] as const)
  test(`a learner writes their profile and shows it to managers only (${lang})`, async ({ page }) => {
    const person = PEOPLE[lang];
    const headline = lang === 'en' ? 'Backend developer who likes queues' : 'Backend-utvikler som liker køer';
    await page.setViewportSize({ width: 375, height: 800 });
    await signInByApi(page, lang, person.email, { path: '/learner/profile' });
    const about = page.getByRole('region', { name: p(lang, 'about.title') });
    await about.getByRole('button', { name: p(lang, 'about.edit') }).click();
    const dialog = page.getByRole('dialog', { name: p(lang, 'edit.title') });
    await dialog.getByRole('textbox', { name: p(lang, 'edit.headline') }).fill(headline);
    await dialog.getByRole('textbox', { name: p(lang, 'edit.location') }).fill('Tromsø');
    await dialog.getByRole('button', { name: p(lang, 'edit.addLanguage') }).click();
    await dialog.getByRole('textbox', { name: p(lang, 'edit.language', { n: '1' }) }).fill('Sámi');
    await dialog.getByRole('button', { name: p(lang, 'edit.addLink') }).click();
    await dialog.getByRole('textbox', { name: p(lang, 'edit.linkLabel', { n: '1' }) }).fill('GitHub');
    await dialog.getByRole('textbox', { name: p(lang, 'edit.linkUrl', { n: '1' }) }).fill('github.com/x');
    await dialog
      .getByRole('radiogroup', { name: p(lang, 'edit.parts.about') })
      .getByRole('radio', { name: p(lang, 'edit.audiences.managers') })
      .check();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: p(lang, 'edit.submit') }).click();
    // The address is refused on its field, in the language; corrected, it saves.
    await expect(dialog.getByText(tr(lang, 'validation:profile.linkUrlInvalid'))).toBeVisible();
    await dialog.getByRole('textbox', { name: p(lang, 'edit.linkUrl', { n: '1' }) }).fill('https://github.com/x');
    await dialog.getByRole('button', { name: p(lang, 'edit.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    await expect(page.getByText(headline)).toBeVisible();
    await expect(about.getByText('Tromsø')).toBeVisible();
    await expect(about.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/x');
    await expectNoSeriousAxeViolations(page);

    // A colleague: the part is private; a project manager sees it.
    const id = await idOf(person.email);
    await signInByApi(page, lang, demo.learner.email, { path: `/learner/profile/${id}` });
    await expect(page.getByText(p(lang, 'about.hidden', { name: person.name }))).toBeVisible();
    await expect(page.getByText(headline)).toHaveCount(0);
    await signInByApi(page, lang, demo.pm.email, { path: `/learner/profile/${id}` });
    await expect(page.getByText(headline)).toBeVisible();
    await expect(page.getByText('Tromsø')).toBeVisible();
  });

/** The person's id, as a project manager finds them in the employee list. */
async function idOf(email: string) {
  const pm = await apiAs(demo.pm.email);
  const list = await pm<{ items: { id: string; email: string }[] }>(
    'GET',
    `/employees?searchTerm=${encodeURIComponent(email)}&pageSize=5`,
  );
  return list.items.find((e) => e.email === email)!.id;
}

/** A 60×40 blue PNG: the server makes a 256×256 square of it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAoCAIAAAAt2Q6oAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYklEQVRYhe2SAQ3AQAyEqufMVQ52J+P6GQkCCGGyPMfUDaI09aJxDyyNe+xRpm4QpakXjXtgadxjjzJ1gyhNvWjcA0vjHnuUqRtEaepF4x5YGvfYo0zdIEpTLxr3wNL8Yo8PIBYipoZUwmUAAAAASUVORK5CYII=',
  'base64',
);
const PHOTOS: Record<Lang, { email: string; name: string }> = { en: fixtures.photoEn, no: fixtures.photoNo };

for (const lang of ['en', 'no'] as const)
  test(`a learner adds a photo from the keyboard, sees it beside their name and in the header, and removes it (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInByApi(page, lang, PHOTOS[lang].email, { path: '/learner/profile' });
    await expect(page.getByRole('heading', { level: 1, name: PHOTOS[lang].name })).toBeVisible();

    // Text called .png: the server reads the content and refuses it; the error is said beside the button.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(page.getByRole('alert')).toHaveText(p(lang, 'photo.wrongType', { name: 'fake.png' }));

    // The button opens the file chooser from the keyboard.
    // (Asked again if the chooser was missed: Playwright starts catching choosers a moment after it is asked to wait
    // for one, and a loaded CI machine pressed Enter inside that moment.)
    const add = page.getByRole('button', { name: p(lang, 'photo.add') });
    await expect(async () => {
      await add.focus();
      const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
      await page.keyboard.press('Enter');
      await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText(p(lang, 'photo.saved'))).toBeVisible();
    const remove = page.getByRole('button', { name: p(lang, 'photo.remove') });
    await expect(remove).toBeVisible();
    await expect(page.getByRole('button', { name: p(lang, 'photo.change') })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Served and drawn: the profile's picture and the user menu's are the same 256×256 square.
    const photos = page.locator('img[src*="/photos/"]');
    await expect(photos).toHaveCount(2);
    await expect
      .poll(() => photos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)))
      .toEqual([256, 256]);
    await expectNoSeriousAxeViolations(page);

    await remove.click();
    await expect(page.getByText(p(lang, 'photo.removed'))).toBeVisible();
    await expect(page.getByRole('button', { name: p(lang, 'photo.add') })).toBeVisible();
    await expect(photos).toHaveCount(0);
  });
