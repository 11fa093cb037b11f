import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, languageState, loginAndWait, seedTenant } from '../support/fixtures';

// The web app under the server's Content-Security-Policy: the shell, a chart and an uploaded picture shown as a
// data URL all work, and the browser reports no blocked script, style, image or connection.

test.use({ storageState: languageState('en_GB'), viewport: DESKTOP });

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Every policy violation the page reports (events and console messages), from the first document on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) messages.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('the back office runs under its Content-Security-Policy without a violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/#/login');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(answer?.headers()['x-content-type-options']).toBe('nosniff');

  const seed = await seedTenant(request);
  // The home page is the sales dashboard with its chart.
  await loginAndWait(page, seed.email);
  await expect(page.getByTestId('report-chart').locator('canvas').first()).toBeVisible();

  // An uploaded logo comes back as a data URL and is shown in the form and in the receipt preview.
  await page.goto('/#/storeManage/invoiceSetting');
  await page.getByTestId('invoice-form').locator('input[type=file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await expect(page.getByTestId('invoice-logo-image')).toBeVisible();
  await expect(page.getByTestId('receipt-preview').getByTestId('receipt-logo')).toBeVisible();

  expect(await violations()).toEqual([]);
});
