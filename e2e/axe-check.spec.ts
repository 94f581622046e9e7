import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';

// The accessibility check every journey leans on must itself fail on what it is there to find.

test('the axe check fails on a serious violation and passes once it is fixed, inside frames too', async ({ page }) => {
  await page.goto('/');
  const image = '<img src="/favicon.svg">'; // no alt text: axe's image-alt, critical
  await page.setContent(`<!doctype html><html lang="en"><title>Check</title><main>${image}</main></html>`);
  await expect(expectNoSeriousAxeViolations(page)).rejects.toThrow(/image-alt/);

  await page.setContent(
    `<!doctype html><html lang="en"><title>Check</title><main><iframe title="Inner" srcdoc='<html lang="en"><title>Inner</title><main>${image}</main></html>'></iframe></main></html>`,
  );
  await expect(expectNoSeriousAxeViolations(page)).rejects.toThrow(/image-alt/);

  await page.setContent(
    '<!doctype html><html lang="en"><title>Check</title><main><img src="/favicon.svg" alt="TalentPath"></main></html>',
  );
  await expectNoSeriousAxeViolations(page);
});
