import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, login, test } from '../fixtures.ts';
import { withoutTransitions } from '../page-helpers.ts';

// Issue 19 items 11 and 13: every screen of the route table passes axe (WCAG 2.2 AA) with no serious
// or critical violation, has one h1 and no skipped heading level, and writes nothing to the console.
const LIST_SEGMENTS: Record<string, string> = {
  LibraryList: 'library',
  LedgerList: 'ledger',
  OrganizationsList: 'organizations',
  PeopleList: 'people',
};

async function firstId(page: Page, path: string): Promise<number> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('intel-auth') ?? '{}').token as string);
  const res = await page.request.get(`/api/v1${path}?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  return body.results[0].id;
}

const STATIC_ROUTES = [
  '/',
  '/menu',
  '/checkout',
  '/emails?tab=1',
  '/emails/add',
  '/settings',
  '/settings/webhooks',
  '/keywords',
  '/keywords/create',
  '/terminology',
  '/terminology/create',
  '/geos',
  '/geos/create',
  '/cities/create',
  '/organizations?tab=0',
  '/organizations?tab=1',
  '/organizations/subquery',
  '/organizations/create',
  '/people?tab=1',
  '/people/create',
  '/ledger?tab=1',
  '/ledger/create',
  '/library?tab=1',
  '/library/create',
  '/lists?tab=1',
  '/lists/create',
  '/cagr',
  '/facts/view',
  '/categories',
  '/categories/create',
  '/sections',
  '/sections/create',
  '/facts',
  '/facts/create',
  '/search?q=acme',
  '/search?tab=1',
  '/rawdata?tab=1',
  '/rawdata/create',
  '/rawdata/quick-create',
  '/rawdata/buckets/create',
  '/urls',
  '/urls/create',
  '/shortcuts',
  '/taggingrules',
  '/taggingrules/create',
  '/users',
  '/users/create',
  '/clients',
  '/clients/create',
  '/account/tokens',
  '/api-tokens',
  '/no-such-page',
];

/** Routes with an id: the first record of each kind the signed-in tenant admin sees. */
async function recordRoutes(page: Page): Promise<string[]> {
  const org = await firstId(page, '/assets/organizations/');
  const person = await firstId(page, '/assets/people/');
  const ledger = await firstId(page, '/assets/ledger/');
  const library = await firstId(page, '/assets/library/');
  const raw = await firstId(page, '/raw-data/');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('intel-auth') ?? '{}').token as string);
  const lists = await (
    await page.request.get('/api/v1/lists/?limit=1', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const list = lists.results[0] as { type: string; slug: string };
  return [
    `/organizations/${org}`,
    `/organizations/${org}/edit`,
    `/people/${person}`,
    `/people/${person}/edit`,
    `/ledger/${ledger}`,
    `/ledger/${ledger}/edit`,
    `/library/${library}`,
    `/library/${library}/edit`,
    `/lists/${LIST_SEGMENTS[list.type]}/${list.slug}`,
    `/lists/${LIST_SEGMENTS[list.type]}/${list.slug}/edit`,
    `/rawdata/${raw}/edit`,
    `/network/organizations/${org}`,
    `/network/people/${person}`,
  ];
}

type Finding = { url: string; rule: string; impact: string; nodes: number; sample: string };

async function audit(page: Page, url: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Live events keep a connection open (no "network idle"): wait for the loading indicators instead.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) findings.push({ url, rule: 'one-h1', impact: 'serious', nodes: h1, sample: `${h1} h1 elements` });
  // Transitions off while axe runs: a control whose state changed meanwhile was measured half-way (page-helpers.ts).
  const result = await withoutTransitions(page, () =>
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze(),
  );
  for (const v of result.violations) {
    const serious = v.impact === 'serious' || v.impact === 'critical';
    if (!serious && v.id !== 'heading-order' && v.id !== 'page-has-heading-one') continue;
    findings.push({
      url,
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      sample: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' | '),
    });
  }
  return findings;
}

function watchConsole(page: Page, noise: string[]) {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') noise.push(`${page.url()} ${m.type()}: ${m.text()}`);
  });
}

let adminState: Awaited<ReturnType<BrowserContext['storageState']>>;

async function check(page: Page, url: string) {
  const noise: string[] = [];
  watchConsole(page, noise);
  const findings = await audit(page, url);
  expect(findings, JSON.stringify(findings, null, 1)).toEqual([]);
  expect(noise).toEqual([]);
}

test.describe('accessibility and console', () => {
  // Forty-odd independent route checks: both workers take them (in one worker the file took 19 of the
  // suite's 27 minutes while the other worker had finished). Each worker signs in once (beforeAll).
  test.describe.configure({ mode: 'parallel' });
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await login(page, 'operator');
    adminState = await page.context().storageState();
    await page.close();
  });

  for (const url of ['/', '/login', '/checkout', '/organizations?tab=1', '/facts/view', '/emails/add']) {
    test(`visitor ${url}: axe, one h1, quiet console`, async ({ page }) => check(page, url));
  }
  for (const url of STATIC_ROUTES) {
    test(`tenant admin ${url}: axe, one h1, quiet console`, async ({ browser }) => {
      const page = await (await browser.newContext({ storageState: adminState })).newPage();
      await check(page, url);
    });
  }
  test('tenant admin, every record screen: axe, one h1, quiet console', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await (await browser.newContext({ storageState: adminState })).newPage();
    await page.goto('/');
    const all: Finding[] = [];
    for (const url of await recordRoutes(page)) all.push(...(await audit(page, url)));
    expect(all, JSON.stringify(all, null, 1)).toEqual([]);
  });
  for (const url of ['/', '/organizations?tab=1', '/people?tab=1', '/menu']) {
    test(`phone ${url}: axe, one h1`, async ({ browser }) => {
      const page = await (
        await browser.newContext({ storageState: adminState, viewport: { width: 390, height: 844 } })
      ).newPage();
      await check(page, url);
    });
  }

  test('a skip link leads past the bars to the main content', async ({ page }) => {
    await page.goto('/');
    // Tab only once the page has drawn: a Tab during the first load lands nowhere (flaky on PostgreSQL).
    await expect(page.getByTestId('login-link')).toBeVisible();
    await expect(page.locator('main')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('home cards name their counts; row checkboxes name their record', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByRole('link', { name: /^Organizations [\d,]+$/ })).toBeVisible();
    await page.goto('/organizations?tab=1');
    await expect(page.getByRole('checkbox', { name: 'Select Acme Robotics' })).toBeVisible();
  });
});
