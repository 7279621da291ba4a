import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures.ts';

/**
 * The content security policy (issue 13 item 13) lets the SPA and the API docs work: no violation
 * reported by Chromium while they render, navigate and log in.
 */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

test.describe('content security policy', () => {
  test('the SPA renders, logs in and navigates without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const res = await page.goto('/');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByTestId('login-link')).toBeVisible();
    await login(page, 'admin');
    await page.goto('/organizations');
    await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible();
    await page
      .getByRole('link', { name: /Greenleaf Energy/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Greenleaf Energy' }).first()).toBeVisible();
    await page.goto('/organizations?tab=1');
    await expect(page.getByRole('table', { name: 'organizations' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the API docs (Swagger UI) render without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const res = await page.goto('/api/docs/');
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await expect(page.locator('.swagger-ui .opblock-body').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
