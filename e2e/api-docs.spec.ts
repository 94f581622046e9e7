import { expect, test } from './support/fixtures.ts';

// The API docs carry the document security headers and Swagger UI's own page policy; the fixture fails the test on
// any Content-Security-Policy violation, so the page must render and call the API within that policy.
test('the API docs page lists the operations and runs one, with the document headers and no CSP violation', async ({
  page,
}) => {
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');

  await expect(page.getByRole('heading', { name: /TalentPath API/ })).toBeVisible();
  // The tags start closed (app.ts): the filter box finds the health check's, which opens on a click.
  await page.getByPlaceholder('Filter by tag').fill('platform');
  await page.locator('#operations-tag-platform').click();
  const health = page.locator('.opblock', { hasText: '/api/health' });
  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
});
