import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { apiPost, loginThroughUi, PASSWORD, seedTenant, uniqueEmail } from '../support/fixtures';

// The subscription and billing page (/user/billing). Self-hosted (the shared server, no BILLING_PROVIDER) it only says
// that billing is off. The life cycle runs against a second server of this spec's own with BILLING_PROVIDER=test:
// a provider turns plan limits on for every merchant, which the other specs must not meet.

interface BillingServer {
  url: string;
  dataDir: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the billing server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/m/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the billing server did not start in time');
}

/** A code mailed by the billing server (its outbox is in its own data folder). */
async function codeFrom(dataDir: string, email: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : []) {
      try {
        const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string; text: string };
        const code = mail.to === email.toLowerCase() ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
        if (code) return code;
      } catch {
        // being written
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email}`);
}

/** Registers a merchant on the billing server (as `seedTenant` does on the shared one). */
async function seedBillingTenant(request: APIRequestContext, server: BillingServer) {
  const email = uniqueEmail('billing');
  expect((await apiPost(request, '/login/getCodeEmail', { email, sysLanguageId: 3 })).code).toBe(200);
  const res = await apiPost<{ token: string }>(request, '/login/register', {
    email,
    code: await codeFrom(server.dataDir, email),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    company: 'E2E Billing Bistro',
    name: 'Bea Boss',
    areaCode: '44',
    phone: '7700900456',
    sysLanguageId: 3,
    sysCountryId: 77,
    sysCurrencyId: 4,
  });
  expect(res.code).toBe(200);
  return { email, token: res.data.token };
}

const test = base.extend<{ billing: BillingServer }, { billingServer: BillingServer }>({
  billingServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none).
    async ({}, use) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbook-e2e-billing-'));
      // The server serves the web files its folder held when it started: a copy of its own, as the shared one has.
      const build = process.env.E2E_WEB_BUILD ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
      fs.cpSync(build, path.join(dataDir, 'web'), { recursive: true });
      const child = spawn('npx', ['tsx', '../apps/server/src/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          WEB_DIST: path.join(dataDir, 'web'),
          LOG_LEVEL: 'warn',
          CODE_RESEND_SECONDS: '0',
          LOGIN_IP_LOCK_AFTER: '100000',
          BILLING_PROVIDER: 'test',
          // No network here: the VIES check is off (a VAT ID then stays "unknown", never invalid).
          BILLING_VIES_URL: 'off',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await waitForHealth(url, child, 120_000);
        await use({ url, dataDir });
      } finally {
        child.kill('SIGTERM');
        if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  billing: async ({ billingServer }, use) => use(billingServer),
  // Pages and API calls of these tests go to the billing server.
  baseURL: async ({ billingServer }, use) => use(billingServer.url),
});

test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

base('self-hosted: the billing page says billing is off, and nothing else', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
  const boss = await seedTenant(request);
  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.goto('/#/user/billing');
  await expect(page.getByTestId('billing-off')).toContainText('Billing is off');
  await expect(page.getByTestId('billing-off')).toContainText('every feature is available');
  await expect(page.getByTestId('billing-tabs')).toHaveCount(0);
});

test.describe('with the test provider', () => {
  test('card, details, a quote confirmed after it changed, invoice PDF, history, cancel and resume', async ({
    page,
    request,
    billing,
  }) => {
    test.setTimeout(120_000);
    const boss = await seedBillingTenant(request, billing);
    await loginThroughUi(page, boss.email);
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.goto('/#/user/billing');

    // A new merchant runs the trial of the monthly plan, with its usage against the plan's limits.
    await expect(page.getByTestId('billing-state')).toHaveText('Trial');
    await expect(page.getByTestId('billing-usage-stores-value')).toContainText('of');
    await expect(page.getByTestId('billing-test-clock')).toBeVisible();

    // Card on file: the test provider's token, never a card number.
    await page.getByTestId('billing-tab-payment').click();
    await expect(page.getByTestId('billing-card-none')).toBeVisible();
    await page.getByTestId('billing-card-save').click();
    await expect(page.getByTestId('billing-card-on-file')).toHaveText(/4242/);

    // Billing details of a UK consumer: UK VAT applies.
    await page.getByTestId('billing-details-country').click();
    await page.keyboard.type('United Kingdom');
    await page.keyboard.press('Enter');
    await page.getByTestId('billing-details-address1').fill('1 Quay Street');
    await page.getByTestId('billing-details-city').fill('Bristol');
    await page.getByTestId('billing-details-postal').fill('BS1 4DJ');
    const savedDetails = page.waitForResponse((r) => r.url().endsWith('/m/billing/details/save'));
    await page.getByTestId('billing-details-save').click();
    expect((await (await savedDetails).json()).code).toBe(200);

    // The yearly plan: the quote shows the price, UK VAT and the total before confirming.
    await page.getByTestId('billing-tab-plan').click();
    await page.getByTestId('billing-choose-yearly').click();
    await expect(page.getByTestId('billing-quote-price')).toHaveText('$250.00');
    await expect(page.getByTestId('billing-quote-total')).toHaveText('$300.00');

    // Meanwhile the details move outside the EU and UK: the confirmed total no longer holds (20121), the dialog
    // says so and shows the new quote, confirmed at its total.
    const moved = await apiPost(
      request,
      '/billing/details/save',
      { companyName: '', country: 'US', addressLine1: '1 Main Street', city: 'Boston' },
      boss.token,
    );
    expect(moved.code).toBe(200);
    await page.getByTestId('billing-quote-confirm').click();
    await expect(page.getByTestId('billing-quote-changed')).toBeVisible();
    await expect(page.getByTestId('billing-quote-total')).toHaveText('$250.00');
    await page.getByTestId('billing-quote-confirm').click();
    await expect(page.getByTestId('billing-quote')).toHaveCount(0);
    await expect(page.getByTestId('billing-plan')).toHaveText('Pro (12 months)');
    await expect(page.getByTestId('billing-state')).toHaveText('Active');

    // The invoice of the charge, downloadable as PDF.
    await page.getByTestId('billing-tab-invoices').click();
    const invoiceRow = page.locator('[data-testid^="billing-invoice-"][data-row-key]').first();
    await expect(invoiceRow).toContainText('$250.00');
    const download = page.waitForEvent('download');
    await invoiceRow.locator('[data-testid^="billing-invoice-pdf-"]').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The history of changes.
    await page.getByTestId('billing-tab-history').click();
    await expect(page.getByTestId('billing-history-table')).toContainText('Subscription started');
    await expect(page.getByTestId('billing-history-table')).toContainText('Card saved');

    // Cancel at the period end, then resume.
    await page.getByTestId('billing-tab-plan').click();
    await page.getByTestId('billing-cancel').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('billing-state')).toHaveText('Cancelled at period end');
    await expect(page.getByTestId('billing-cancel-scheduled')).toBeVisible();
    await page.getByTestId('billing-resume').click();
    await expect(page.getByTestId('billing-state')).toHaveText('Active');
  });

  test('a staff member is told the page is the account owner’s', async ({ page, request, billing }) => {
    const boss = await seedBillingTenant(request, billing);
    const role = await apiPost<{ id: number }>(
      request,
      '/role/save',
      { name: 'Reports only', menuCodes: [1], appPermissions: {}, reportingApp: {} },
      boss.token,
    );
    const email = uniqueEmail('staff');
    const staff = await apiPost(
      request,
      '/staff/save',
      { name: 'Sam Staff', email, roleId: role.data.id, allStores: true, password: 'Staff123!' },
      boss.token,
    );
    expect(staff.code).toBe(200);
    await loginThroughUi(page, email, 'Staff123!');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.goto('/#/user/billing');
    await expect(page.getByTestId('billing-owner-only')).toBeVisible();
  });
});
