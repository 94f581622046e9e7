import { demo, fixtures } from './support/accounts.ts';
import { apiAs } from './support/api-as.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  type Lang,
  settleAfterResize,
  signInByApi,
  test,
} from './support/fixtures.ts';
import { tr } from './support/i18n.ts';

// The community forum (issue 26), in both languages: a learner asks a question in the screens (previewing it), a
// classmate answers and another posts something rude (through the API); the asker accepts the answer, votes it up
// and reports the rude reply; an admin upholds the report in the moderation queue, and the asker no longer sees it.

const ASKERS: Record<Lang, { email: string; name: string }> = { en: fixtures.forumAskerEn, no: fixtures.forumAskerNo };
const HELPERS: Record<Lang, { email: string; name: string }> = {
  en: fixtures.forumHelperEn,
  no: fixtures.forumHelperNo,
};
const f = (lang: Lang, key: string, vars: Record<string, string> = {}) => tr(lang, `forum:${key}`, vars);
/** A person's handle in the forum: the local part of their e-mail. */
const handleOf = (email: string) => email.split('@')[0]!.toLowerCase();
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
// A 16×9 PNG (a real image, of the type its name says).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAJCAIAAAC0SDtlAAAAFklEQVR4nGNkYPjPQApgIkn1qIahqgEAPb0BEVbyzBQAAAAASUVORK5CYII=',
  'base64',
);

for (const lang of ['en', 'no'] as const)
  test(`ask, answer, accept and vote; a reported reply is hidden by a moderator (${lang})`, async ({ page }) => {
    const asker = ASKERS[lang];
    const helper = HELPERS[lang];
    const title = unique(lang === 'en' ? 'How do I read a stack trace?' : 'Hvordan leser jeg en stakksporing?');

    // The asker writes the question, sees the server's preview, and posts it in the general forum.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, lang, asker.email, { path: '/learner/forum' });
    await expect(page.getByRole('heading', { level: 1, name: f(lang, 'page.title') })).toBeVisible();
    await page.getByRole('button', { name: f(lang, 'page.newThread') }).click();
    const composer = page.getByRole('dialog', { name: f(lang, 'composer.title') });
    await composer.getByLabel(f(lang, 'composer.space')).selectOption({ label: f(lang, 'spaces.general') });
    await composer.getByRole('radio', { name: f(lang, 'kind.question') }).check();
    await composer.getByRole('textbox', { name: f(lang, 'composer.titleField') }).fill(title);
    await composer.getByRole('textbox', { name: f(lang, 'composer.tags') }).fill('debugging');
    await composer
      .getByRole('textbox', { name: f(lang, 'composer.body') })
      .fill(lang === 'en' ? 'The **first line** is where it broke?' : 'Er **første linje** der det gikk galt?');
    await composer.getByRole('tab', { name: f(lang, 'editor.preview') }).click();
    await expect(composer.locator('strong')).toHaveText(lang === 'en' ? 'first line' : 'første linje');
    await expectNoSeriousAxeViolations(page);
    await composer.getByRole('button', { name: f(lang, 'composer.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const threadUrl = page.url();
    const threadId = threadUrl.split('/').pop()!;

    // A classmate answers; someone else is rude (through the API: the reply box is the same composer).
    // The classmate's answer mentions the asker by their handle (the local part of their e-mail).
    const asHelper = await apiAs(helper.email);
    await asHelper('POST', `/forum/threads/${threadId}/posts`, {
      body: `@${handleOf(asker.email)} ${
        lang === 'en' ? 'Read it from the top: the first frame is yours.' : 'Les ovenfra: den første rammen er din.'
      }`,
    });
    const asLearner = await apiAs(demo.learner.email);
    const rude = lang === 'en' ? 'Just google it.' : 'Bare google det.';
    await asLearner('POST', `/forum/threads/${threadId}/posts`, { body: rude });

    // The asker accepts the answer and votes it up.
    await page.reload();
    const answer = page.getByRole('article', { name: f(lang, 'post.label.reply', { name: helper.name }) });
    await answer
      .getByRole('button', {
        name: `${f(lang, 'accept.accept')}: ${f(lang, 'post.label.reply', { name: helper.name })}`,
      })
      .click();
    await expect(answer.getByText(f(lang, 'post.accepted'), { exact: true })).toBeVisible();
    await answer
      .getByRole('button', {
        name: f(lang, 'vote.up', { subject: f(lang, 'post.label.reply', { name: helper.name }) }),
      })
      .click();
    await expect(answer.getByText(f(lang, 'vote.score_one', { count: '1' }))).toBeAttached();
    await expectNoSeriousAxeViolations(page);

    // And reports the rude reply, saying why.
    const rudeSubject = f(lang, 'post.label.reply', { name: demo.learner.name });
    const rudePost = page.getByRole('article', { name: rudeSubject });
    await rudePost.getByRole('button', { name: f(lang, 'post.actions', { subject: rudeSubject }) }).click();
    await page.getByRole('menuitem', { name: f(lang, 'post.report') }).click();
    const report = page.getByRole('dialog', { name: f(lang, 'report.title', { subject: rudeSubject }) });
    await report
      .getByRole('textbox', { name: f(lang, 'report.reason') })
      .fill(lang === 'en' ? 'Not helpful and unkind.' : 'Ikke til hjelp, og uvennlig.');
    await expectNoSeriousAxeViolations(page);
    await report.getByRole('button', { name: f(lang, 'report.submit') }).click();
    await expect(page.getByText(f(lang, 'report.done'))).toBeVisible();

    // An admin upholds it in the moderation queue.
    await signInByApi(page, lang, demo.admin.email, { path: '/admin/forum-moderation' });
    await expect(page.getByRole('heading', { level: 1, name: f(lang, 'reports.title') })).toBeVisible();
    await page.getByRole('button', { name: f(lang, 'reports.upholdName', { title, name: demo.learner.name }) }).click();
    await expect(page.getByText(f(lang, 'reports.upheld'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The asker was told of the mention (once: they also watch their thread) and follows it to the thread, where
    // the answer is accepted and the rude reply gone.
    await signInByApi(page, lang, asker.email, { path: '/learner/notifications' });
    const told = page.getByRole('link', {
      name: tr(lang, 'notifications:types.forum-mention.text', { author: helper.name, thread: title }),
    });
    await expect(told).toHaveCount(1);
    await expect(
      page.getByRole('link', {
        name: tr(lang, 'notifications:types.forum-reply.text', { author: helper.name, thread: title }),
      }),
    ).toHaveCount(0);
    await told.click();
    await expect(page).toHaveURL(new URL(threadUrl).pathname);
    await expect(page.getByRole('article', { name: f(lang, 'post.label.reply', { name: helper.name }) })).toBeVisible();
    await expect(page.getByText(rude)).toHaveCount(0);

    // The asker thanks the classmate, choosing them from the people to mention as they type.
    const field = page.getByRole('textbox', { name: f(lang, 'replies.field') });
    await field.fill(lang === 'en' ? 'Thanks, ' : 'Takk, ');
    await field.pressSequentially(`@${handleOf(helper.email).slice(0, -1)}`);
    const people = page.getByRole('listbox', { name: f(lang, 'mentions.label') });
    await expect(people.getByRole('option', { name: new RegExp(helper.name) })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue(`${lang === 'en' ? 'Thanks, ' : 'Takk, '}@${handleOf(helper.email)} `);
    await page.getByRole('button', { name: f(lang, 'replies.submit') }).click();
    await expect(page.getByText(f(lang, 'composer.replied'))).toBeVisible();
    await expect
      .poll(async () => {
        const feed = await asHelper<{ items: { type: string; data: { threadId: string } }[] }>(
          'GET',
          '/v1/learner/notifications?type=forum-mention',
        );
        return feed.items.filter((n) => n.data.threadId === threadId).length;
      })
      .toBe(1);
    await page.setViewportSize({ width: 375, height: 800 });
    await settleAfterResize(page);
    await expectNoSeriousAxeViolations(page);
  });

for (const lang of ['en', 'no'] as const)
  test(`a reply appears in every open copy of the thread without a reload (issue 26, live replies; ${lang})`, async ({
    page,
    browser,
  }) => {
    const writer = fixtures.forumLiveWriter;
    const reader = fixtures.forumLiveReader;
    const asWriter = await apiAs(writer.email);
    const { items } = await asWriter<{ items: { id: string; kind: string }[] }>('GET', '/forum/spaces');
    const thread = await asWriter<{ id: string }>('POST', '/forum/threads', {
      spaceId: items.find((s) => s.kind === 'general')!.id,
      kind: 'discussion',
      title: unique('Who is reading along?'),
      body: 'Say hello when you see this.',
    });

    // A coordinator (not a Learner: the notification hub would not take them) has the thread open in a browser of
    // their own, and the writer in another.
    const readerContext = await browser.newContext();
    try {
      const readerPage = await readerContext.newPage();
      await signInByApi(readerPage, lang, reader.email, { path: `/coordinator/forum/threads/${thread.id}` });
      await expect(
        readerPage.getByRole('article', { name: f(lang, 'post.label.opening', { name: writer.name }) }),
      ).toBeVisible();
      await signInByApi(page, lang, writer.email, { path: `/learner/forum/threads/${thread.id}` });
      // Marks this document: a reload would make a new one, without it.
      await readerPage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      const hello = unique('Hello from the live journey');
      await page.getByRole('textbox', { name: f(lang, 'replies.field') }).fill(hello);
      await page.getByRole('button', { name: f(lang, 'replies.submit') }).click();
      await expect(page.getByText(f(lang, 'composer.replied'))).toBeVisible();

      const arrived = readerPage.getByRole('article', { name: f(lang, 'post.label.reply', { name: writer.name }) });
      await expect(arrived.getByText(hello)).toBeVisible();
      await expect(readerPage.getByRole('status').filter({ hasText: f(lang, 'thread.live.reply') })).toBeAttached();
      expect(await readerPage.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
      // The writer's own reply is not announced to them.
      await expect(page.getByRole('status').filter({ hasText: f(lang, 'thread.live.reply') })).toHaveCount(0);
    } finally {
      await readerContext.close();
    }
  });

test('a picture inserted into a reply is shown in it (issue 26, pictures in posts)', async ({ page }) => {
  const poster = fixtures.forumPicturePoster;
  const asPoster = await apiAs(poster.email);
  const { items } = await asPoster<{ items: { id: string; kind: string }[] }>('GET', '/forum/spaces');
  const thread = await asPoster<{ id: string }>('POST', '/forum/threads', {
    spaceId: items.find((s) => s.kind === 'general')!.id,
    kind: 'discussion',
    title: unique('Vis fram arbeidsplassen din'),
    body: 'Bilder er velkomne.',
  });
  await signInByApi(page, 'no', poster.email, { path: `/learner/forum/threads/${thread.id}` });

  // The picture goes in where the caret is, chosen with the keyboard.
  const field = page.getByRole('textbox', { name: f('no', 'replies.field') });
  await field.fill('Her er min: ');
  const insert = page.getByRole('button', { name: f('no', 'picture.insert') });
  await expect(async () => {
    await insert.focus();
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'pult.png', mimeType: 'image/png', buffer: PNG });
  }).toPass({ timeout: 30_000 });
  await expect(field).toHaveValue(/^Her er min: !\[pult\]\(\/api\/forum\/images\/[0-9a-f-]{36}\)$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: f('no', 'replies.submit') }).click();
  await expect(page.getByText(f('no', 'composer.replied'))).toBeVisible();

  // The posted reply shows it: loaded through its ticketed address, drawn at its size.
  const reply = page.getByRole('article', { name: f('no', 'post.label.reply', { name: poster.name }) });
  const picture = reply.getByRole('img', { name: 'pult' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^\/api\/forum\/images\/[0-9a-f-]{36}\?t=/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(16);
  await expectNoSeriousAxeViolations(page);
});
