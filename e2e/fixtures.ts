import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo-password-1';
export const PORT = Number(process.env.E2E_PORT ?? 3100);
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
