import { demo } from './support/accounts.ts';
import { downloaded } from './support/downloads.ts';
import { expect, expectNoSeriousAxeViolations, settleAfterResize, signInByApi, test } from './support/fixtures.ts';
import { exact, tr } from './support/i18n.ts';
import { journeyLanguages } from './support/languages.ts';

// The admin's analytics (issue 27) on the demo's six months of activity: a quick range by month, a month's figure
// drilled down to its people — as many as the figure says — and exported; the range in the address survives a reload;
// axe, and the page at 375 px. The month drilled down is last month: other journeys sign in today, never then.

const NARROW = { width: 375, height: 812 };

for (const lang of journeyLanguages())
  test(`an admin reads the activity by month and drills a month down to its people (${lang})`, async ({ page }) => {
    const a = (key: string, vars: Record<string, string> = {}) => tr(lang, `analytics:${key}`, vars);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, lang, demo.admin.email, { path: '/admin/analytics' });
    await expect(page.getByRole('heading', { level: 1, name: a('admin.title') })).toBeVisible();

    await page.getByRole('button', { name: a('filters.months12') }).click();
    await expect(page).toHaveURL(/interval=month/);
    const chart = page.getByRole('region', { name: a('charts.activePeople'), exact: true });
    // The chart is drawn (Recharts' SVG, one dot a month at least).
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The same numbers as a table; last month's row (the one before the current month's).
    // A pointer picks the option on its label (the radio itself is drawn by the label).
    await chart
      .locator('label')
      .filter({ hasText: exact(a('charts.asTable')) })
      .click();
    await expect(chart.getByRole('radio', { name: a('charts.asTable') })).toBeChecked();
    const rows = chart.getByRole('table').getByRole('row');
    // The header and a row a month of the range (its first month cut, unless the range begins on a 1st).
    const { from, to } = Object.fromEntries(new URL(page.url()).searchParams);
    const months =
      (Number(to!.slice(0, 4)) - Number(from!.slice(0, 4))) * 12 +
      Number(to!.slice(5, 7)) -
      Number(from!.slice(5, 7)) +
      1;
    await expect(rows).toHaveCount(1 + months);
    const lastMonth = rows.nth(-2);
    const figure = Number((await lastMonth.getByRole('cell').first().textContent())!.replace(/\D/g, ''));
    expect(figure).toBeGreaterThan(5);
    await lastMonth.getByRole('button').click();
    await expect(page).toHaveURL(/people\.from=\d{4}-\d{2}-01&people\.to=/);
    await expect(page.getByRole('heading', { name: a('people.title') })).toBeFocused();
    await expect(page.getByText(new RegExp(`^${figure} `))).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Everyone behind the figure, as a file: one line a person, under the header.
    const file = await downloaded(page, a('export.people.csv'));
    expect(file.name).toMatch(/^active-people-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: spreadsheets read the accents right
    const lines = new TextDecoder().decode(file.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Active days,Last active');
    expect(lines).toHaveLength(figure + 1);

    // The view is in the address: a reload shows the same month's people.
    await page.reload();
    await expect(page.getByText(new RegExp(`^${figure} `))).toBeVisible();

    // At 375 px nothing runs off the side, and the page still passes axe.
    await page.setViewportSize(NARROW);
    await settleAfterResize(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(NARROW.width);
    await expectNoSeriousAxeViolations(page);
  });

for (const lang of journeyLanguages())
  test(`an admin reads what learning came to — courses, certificates, skills — and drills each down (${lang})`, async ({
    page,
  }) => {
    const a = (key: string, vars: Record<string, string> = {}) => tr(lang, `analytics:${key}`, vars);
    /** A count's text in its plural form (both languages: one, other). */
    const counted = (key: string, count: number) => a(`${key}_${count === 1 ? 'one' : 'other'}`, { count: `${count}` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, lang, demo.admin.email, { path: '/admin/analytics' });
    // The tabs are reached and chosen by keyboard.
    const tabs = page.getByRole('tablist', { name: a('tabs.label') });
    await tabs.getByRole('tab', { name: a('tabs.activity') }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: a('tabs.completion') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=completion/);
    await page.getByRole('button', { name: a('filters.months12') }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
    const chart = page.getByRole('region', { name: a('completion.byCategory') });
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The categories as a table: the first with enrollments opens them, as many as its figure.
    await chart
      .locator('label')
      .filter({ hasText: exact(a('charts.asTable')) })
      .click();
    const row = chart
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('button') })
      .first();
    const figure = async (i: number) => Number((await row.getByRole('cell').nth(i).textContent())!.replace(/\D/g, ''));
    const enrolled = await figure(0);
    const completed = await figure(1);
    expect(enrolled).toBeGreaterThan(0);
    await row.getByRole('button').click();
    await expect(page).toHaveURL(/enrolments\.categoryId=/);
    const list = page.getByRole('region', { name: a('enrolments.title') });
    await expect(page.getByRole('heading', { name: a('enrolments.title') })).toBeFocused();
    await expect(list.getByText(new RegExp(`^${enrolled} `))).toBeVisible();

    // Only the completed ones: as many as the completed figure.
    await list.getByLabel(a('enrolments.status')).selectOption('completed');
    await expect(page).toHaveURL(/enrolments\.status=completed/);
    if (completed > 0) await expect(list.getByText(new RegExp(`^${completed} `))).toBeVisible();
    else await expect(list.getByText(a('enrolments.empty'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The view is in the address: a reload shows the same list.
    await page.reload();
    await expect(page.getByRole('tab', { name: a('tabs.completion') })).toHaveAttribute('aria-selected', 'true');
    await expect(list.getByLabel(a('enrolments.status'))).toHaveValue('completed');

    // Certificates by month: the month with most issued opens them, as many as its figure.
    await page.getByRole('tab', { name: a('tabs.certificates') }).click();
    const certificates = page.getByRole('region', { name: a('certificates.chart') });
    await expect(certificates.locator('svg.recharts-surface').first()).toBeVisible();
    await certificates
      .locator('label')
      .filter({ hasText: exact(a('charts.asTable')) })
      .click();
    const months = certificates
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('button') });
    const issued = await months.evaluateAll((rows) =>
      rows.map((row) => Number(row.querySelector('td')?.textContent?.replace(/\D/g, '') ?? 0)),
    );
    const busiest = issued.indexOf(Math.max(...issued));
    expect(issued[busiest]).toBeGreaterThan(0);
    await months.nth(busiest).getByRole('button').click();
    await expect(page).toHaveURL(/certificates\.from=\d{4}-\d{2}-\d{2}&certificates\.to=/);
    await expect(page.getByRole('heading', { name: a('certificates.title') })).toBeFocused();
    await expect(page.getByText(counted('certificates.total.issued', issued[busiest]!))).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Skill coverage: the technology most people have opens them, as many as its figure.
    await page.getByRole('tab', { name: a('tabs.skills') }).click();
    const coverage = page.getByRole('region', { name: a('skills.title') });
    await expect(coverage.locator('svg.recharts-surface').first()).toBeVisible();
    await coverage
      .locator('label')
      .filter({ hasText: exact(a('charts.asTable')) })
      .click();
    const first = coverage.getByRole('table').getByRole('row').nth(1);
    const people = Number((await first.getByRole('cell').nth(5).textContent())!.replace(/\D/g, ''));
    expect(people).toBeGreaterThan(0);
    await first.getByRole('button').click();
    await expect(page).toHaveURL(/holders\.technologyId=/);
    await expect(page.getByText(counted('skills.holders.total', people))).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.setViewportSize(NARROW);
    await settleAfterResize(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(NARROW.width);
    await expectNoSeriousAxeViolations(page);
  });

for (const lang of journeyLanguages())
  test(`a coordinator follows a course from enrollment to completion and reminds an overdue learner (${lang})`, async ({
    page,
  }) => {
    const a = (key: string, vars: Record<string, string> = {}) => tr(lang, `analytics:${key}`, vars);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, lang, demo.coordinator.email, { path: '/coordinator/analytics' });
    await expect(page.getByRole('heading', { level: 1, name: a('coordinator.title') })).toBeVisible();
    await page.getByRole('button', { name: a('filters.months12') }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);

    // The courses with enrollments: the one with most opens its funnel, and its figure is the funnel's first step.
    const courses = page.getByRole('table', { name: a('coordinator.courses.title') });
    const first = courses.getByRole('row').nth(1);
    const enrolled = Number((await first.getByRole('cell').first().textContent())!.replace(/\D/g, ''));
    expect(enrolled).toBeGreaterThan(0);
    await first.getByRole('button').first().click();
    await expect(page).toHaveURL(/courseId=/);
    const funnel = page.getByRole('region', { name: a('coordinator.funnel.title') });
    await expect(funnel.locator('svg.recharts-surface').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The funnel as a table: each step's count, the last (completed) opening as many enrollments as it says.
    await funnel
      .locator('label')
      .filter({ hasText: exact(a('charts.asTable')) })
      .click();
    const steps = funnel
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('button') });
    const counts = await steps.evaluateAll((rows) =>
      rows.map((row) => Number(row.querySelector('td')?.textContent?.replace(/\D/g, '') ?? 0)),
    );
    expect(counts[0]).toBe(enrolled);
    // Never more at a step than at the one before the lessons (started ≤ enrolled, completed ≤ started).
    expect(counts[1]).toBeLessThanOrEqual(counts[0]!);
    expect(counts.at(-1)).toBeLessThanOrEqual(counts[1]!);
    await steps.last().getByRole('button').click();
    await expect(page).toHaveURL(/enrolments\.status=completed/);
    const list = page.getByRole('region', { name: a('enrolments.title') });
    await expect(page.getByRole('heading', { name: a('enrolments.title') })).toBeFocused();
    if (counts.at(-1)! > 0) await expect(list.getByText(new RegExp(`^${counts.at(-1)} `))).toBeVisible();
    else await expect(list.getByText(a('enrolments.empty'))).toBeVisible();

    // The funnel as a file: a line a step, under the header.
    const file = await downloaded(page, a('coordinator.export.funnel.csv'));
    expect(file.name).toMatch(/^course-funnel-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = new TextDecoder().decode(file.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Step,Learners,Share of enrolled (%)'); // TextDecoder drops the BOM
    expect(lines).toHaveLength(counts.length + 1);

    // The view is in the address: a reload shows the same course and list.
    await page.reload();
    await expect(page).toHaveURL(/courseId=.*enrolments\.status=completed|enrolments\.status=completed.*courseId=/);
    await expect(funnel.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(list.getByLabel(a('enrolments.status'))).toHaveValue('completed');

    // Each quiz links to its results, question by question.
    const quizzes = page.getByRole('table', { name: a('coordinator.quizzes.title') });
    if (await quizzes.isVisible())
      await expect(quizzes.getByRole('link').first()).toHaveAttribute(
        'href',
        /\/coordinator\/quiz-results\/[0-9a-f-]{36}$/,
      );

    // Back to every course: the overdue assignments, and a reminder to the first learner not reminded today.
    await page.getByRole('button', { name: a('coordinator.course.back') }).click();
    await expect(page).not.toHaveURL(/courseId=/);
    await page.getByRole('button', { name: a('coordinator.showOverdue') }).click();
    await expect(page).toHaveURL(/enrolments\.status=overdue/);
    const send = list.locator('button:not([disabled])').filter({ hasText: exact(a('coordinator.reminder.send')) });
    // Each language's journey from its own end of the list, so that the two never remind the same learner at once.
    const button = lang === 'en' ? send.first() : send.last();
    await expect(button).toBeVisible();
    const label = (await button.getAttribute('aria-label'))!;
    const learner = new RegExp(a('coordinator.reminder.sendTo', { name: '(.+)' })).exec(label)![1]!;
    // One learner may be overdue in two courses: a row more of theirs waits a day, whichever was clicked.
    const waiting = list.getByRole('button', { name: label, exact: true, disabled: true });
    const waitingBefore = await waiting.count();
    await button.click();
    await expect(page.getByText(a('coordinator.reminder.sent', { name: learner }))).toBeVisible();
    await expect(waiting).toHaveCount(waitingBefore + 1);
    await expectNoSeriousAxeViolations(page);

    await page.setViewportSize(NARROW);
    await settleAfterResize(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(NARROW.width);
    await expectNoSeriousAxeViolations(page);
  });

for (const lang of journeyLanguages())
  test(`a project manager reads utilization past and ahead, the bench and who learned into staffing, and subscribes by e-mail (${lang})`, async ({
    page,
  }) => {
    const a = (key: string, vars: Record<string, string> = {}) => tr(lang, `analytics:${key}`, vars);
    const counted = (key: string, count: number) => a(`${key}_${count === 1 ? 'one' : 'other'}`, { count: `${count}` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInByApi(page, lang, demo.pm.email, { path: '/project-manager/analytics' });
    await expect(page.getByRole('heading', { level: 1, name: a('pm.title') })).toBeVisible();
    const chart = page.getByRole('region', { name: a('pm.utilisation.title'), exact: true });
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Everyone who can be staffed, as this week's card says; the weeks as a table, a week opening its people.
    const staffable = Number(
      (await page
        .getByText(new RegExp(a('pm.now.of_other', { count: '\\d+' })))
        .first()
        .textContent())!.replace(/\D/g, ''),
    );
    expect(staffable).toBeGreaterThan(5);
    await chart
      .locator('label')
      .filter({ hasText: exact(a('charts.asTable')) })
      .click();
    const weeks = chart.getByRole('button', { name: new RegExp(`^${a('pm.utilisation.peopleOf', { week: '.+' })}$`) });
    await expect(weeks).toHaveCount(25); // 12 weeks back, this one and 12 ahead
    await weeks.nth(12).click();
    await expect(page).toHaveURL(/week\.from=\d{4}-\d{2}-\d{2}&week\.to=/);
    await expect(page.getByText(counted('pm.people', staffable))).toBeVisible();

    // The weeks as a file: a line a week under the header.
    const file = await downloaded(page, a('pm.export.utilisation.csv'));
    expect(file.name).toMatch(/^utilization-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = new TextDecoder().decode(file.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Start,End,Working days,People,Utilization \(%\)/);
    expect(lines).toHaveLength(26);

    // The bench over two weeks instead of four: the choice is in the address and survives a reload.
    await page.getByLabel(a('pm.bench.weeks')).selectOption('2');
    await expect(page).toHaveURL(/bench\.weeks=2/);
    await page.reload();
    await expect(page.getByLabel(a('pm.bench.weeks'))).toHaveValue('2');

    // The dashboard by e-mail: weekly in one language's journey, monthly in the other's (they share the account);
    // the switch follows the server, and the journey ends the subscription it made.
    const frequency = lang === 'en' ? 'weekly' : 'monthly';
    await page.evaluate(() => window.scrollTo(0, 0)); // the popover keeps to its button, at the top of the page
    await page.getByRole('button', { name: a('subscription.button') }).click();
    const toggle = page.getByRole('switch', { name: a(`subscription.${frequency}`) });
    await expect(toggle).not.toBeChecked();
    // By keyboard: the switch takes Space.
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(a(`subscription.subscribed.${frequency}`))).toBeVisible();
    await expect(toggle).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(page.getByText(a(`subscription.unsubscribed.${frequency}`))).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: a('subscription.button') })).toBeFocused();

    // Who learned their way into a required technology: the demo's course claims.
    const learning = page.getByRole('region', { name: a('pm.learning.title') });
    await expect(learning.getByRole('table')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.setViewportSize(NARROW);
    await settleAfterResize(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(NARROW.width);
    await expectNoSeriousAxeViolations(page);
  });
