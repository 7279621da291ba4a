import { test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo-password-1';
/** The first worker's server; worker N (of `E2E_WORKERS`) has its own server and database on BASE_PORT + N. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Every spec imports `test` from here: each worker talks to its own server (own database, own
 * seeded tenants), so two workers never see each other's writes. `port` is that server's port.
 */
export const test = base.extend<{ port: number; closeOwnContexts: undefined }, { workerPort: number }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  workerPort: [async ({}, use, workerInfo) => use(BASE_PORT + workerInfo.parallelIndex), { scope: 'worker' }],
  port: async ({ workerPort }, use) => use(workerPort),
  baseURL: async ({ workerPort }, use) => use(`http://localhost:${workerPort}`),
  // The contexts a test opens itself (`browser.newContext()`, `browser.newPage()`) close when it ends.
  // Left open, each kept its page running — live events, polling — for the rest of the worker's run:
  // 129 Chromium processes and a load average of 18 two-thirds into a CI run of the whole suite.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      for (const c of browser.contexts()) if (!before.has(c)) await c.close().catch(() => {});
    },
    { auto: true },
  ],
});
export { expect };
export const USERS = {
  admin: 'admin@example.com',
  research: 'research@example.com',
  reader: 'reader@example.com',
  operator: 'operator@example.com',
} as const;

/** Logs in through the login screen, as a person would. */
export async function login(page: Page, who: keyof typeof USERS, base = '') {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(USERS[who]);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-button')).toBeVisible();
}

export async function openDrawer(page: Page) {
  await page.getByTestId('account-button').click();
  return page.getByRole('dialog', { name: 'Account' });
}
