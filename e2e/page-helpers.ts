import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A call to the API as the user logged in on this page (their token from the SPA's storage); asserts a 2xx. */
export async function apiAs(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on it
): Promise<any> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('intel-auth') ?? '{}').token as string);
  const res = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return res.status() === 204 ? null : res.json();
}

/**
 * Runs `fn` with every CSS transition ended at once, for axe: a control or dialog that is still fading
 * in, or changes state while axe runs, was measured as a blend of its colours (contrast 2.58:1 and 4.24:1
 * for a settled 5.3:1 in CI runs). MUI's transitions are inline styles, which an !important rule
 * overrides. Animations are left alone: a toast's timer is its progress bar's animation (react-toastify),
 * and ending it closed the toast under the test. The rule is removed afterwards.
 */
export async function withoutTransitions<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  const rule = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  try {
    return await fn();
  } finally {
    await rule.evaluate((el) => (el as Element).remove()).catch(() => {});
  }
}

/**
 * Serious or critical axe findings on the page as it is (toasts, drawers and dialogs open), as
 * `rule: targets`; `also` adds rules reported at any impact, `bestPractice: false` leaves those rules out.
 */
export async function axeFindings(
  page: Page,
  { also = [], bestPractice = true }: { also?: string[]; bestPractice?: boolean } = {},
): Promise<string[]> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', ...(bestPractice ? ['best-practice'] : [])];
  const result = await withoutTransitions(page, () => new AxeBuilder({ page }).withTags(tags).analyze());
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || also.includes(v.id))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
