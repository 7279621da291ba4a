import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures.ts';

const token = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('intel-auth') ?? '{}').token as string);

async function post(page: Page, path: string, body: unknown) {
  const res = await page.request.post(`/api/v1${path}`, {
    data: body,
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

test.describe('relationship graph and timeline', () => {
  test('explore an organization, expand a person, filter to organizations, add two nodes to a list', {
    tag: '@smoke',
  }, async ({ page }) => {
    const tag = Date.now().toString(36);
    await login(page, 'admin');
    const partner = await post(page, '/assets/organizations/', {
      name_dba: `Harbour Partners ${tag}`,
      visibility: 'public',
    });
    const person = await post(page, '/assets/people/', {
      name_given: 'Mira',
      name_family: `Stanek ${tag}`,
      visibility: 'public',
      birth_date: { date: '1975-01-01', incomplete_day: true, incomplete_month: true },
    });
    const org = await post(page, '/assets/organizations/', {
      name_dba: `Tidewater Labs ${tag}`,
      visibility: 'public',
      founding_date: { date: '2019-01-01', incomplete_day: true, incomplete_month: true },
      people: [{ person_id: person.id, role: 'founder' }],
    });
    await post(page, '/assets/organizations/', {
      name_dba: `Secret Holdings ${tag}`,
      visibility: 'hidden',
      people: [{ person_id: person.id, role: 'silent partner' }],
    });
    const patch = await page.request.patch(`/api/v1/assets/organizations/${partner.id}/`, {
      data: { people: [{ person_id: person.id, role: 'advisor' }] },
      headers: { authorization: `Bearer ${await token(page)}` },
    });
    expect(patch.status()).toBe(200);
    const list = await post(page, '/lists/', {
      name: `Harbour watch ${tag}`,
      type: 'OrganizationsList',
      visibility: 'public',
    });

    // The timeline on the record draws a year-only founding date as a span.
    await page.goto(`/organizations/${org.id}`);
    const timeline = page.getByTestId('timeline');
    await expect(timeline.locator(`[data-key="organizations:${org.id}"]`)).toHaveAttribute('data-precision', 'year');
    await expect(
      timeline.getByRole('link', { name: new RegExp(`Founded 2019 \\(year only\\): Tidewater Labs ${tag}`) }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Explore network' }).click();
    await expect(page.getByRole('heading', { name: `Network of Tidewater Labs ${tag}` })).toBeVisible();
    await expect(page.getByTestId('network-canvas')).toBeVisible();
    const table = page.getByRole('table', { name: 'Records in this network' });
    await expect(table.getByRole('link', { name: `Mira Stanek ${tag}` })).toBeVisible();

    // Expand the person: her other organizations join the graph (the admin sees the hidden one too).
    await table.getByRole('button', { name: `Expand Mira Stanek ${tag}` }).click();
    await expect(table.getByRole('link', { name: `Harbour Partners ${tag}` })).toBeVisible();
    await expect(table.getByRole('link', { name: `Secret Holdings ${tag}` })).toBeVisible();

    // Filter to organizations: the person leaves the table and the drawing.
    await page.getByRole('button', { name: 'Person', exact: true }).click();
    await expect(table.getByRole('link', { name: `Mira Stanek ${tag}` })).toHaveCount(0);
    await expect(table.getByRole('link', { name: `Harbour Partners ${tag}` })).toBeVisible();

    // Select two organizations and add them to a list.
    await table.getByRole('checkbox', { name: `Select Harbour Partners ${tag}` }).check();
    await table.getByRole('checkbox', { name: `Select Tidewater Labs ${tag}` }).check();
    await expect(page.getByText(/^2 selected/)).toBeVisible();
    await page.getByLabel('Add to list').click();
    await page.getByRole('option', { name: `Harbour watch ${tag}` }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`Added 2 to Harbour watch ${tag}.`)).toBeVisible();
    const items = await page.request.get(`/api/v1/lists/${list.id}/items/`, {
      headers: { authorization: `Bearer ${await token(page)}` },
    });
    const ids = ((await items.json()) as { id: number }[]).map((r) => r.id).sort();
    expect(ids).toEqual([org.id, partner.id].sort());
  });

  test('a reader’s graph has no hidden node, checked against the API', async ({ page: adminPage, browser }) => {
    const tag = Date.now().toString(36);
    await login(adminPage, 'admin');
    const person = await post(adminPage, '/assets/people/', {
      name_given: 'Ola',
      name_family: `Berg ${tag}`,
      visibility: 'public',
    });
    const open = await post(adminPage, '/assets/organizations/', {
      name_dba: `Fjord Open ${tag}`,
      visibility: 'public',
      people: [{ person_id: person.id, role: 'chair' }],
    });
    await post(adminPage, '/assets/organizations/', {
      name_dba: `Fjord Hidden ${tag}`,
      visibility: 'hidden',
      people: [{ person_id: person.id, role: 'owner' }],
    });
    const page = await (await browser.newContext()).newPage();
    await login(page, 'reader');
    await page.goto(`/network/people/${person.id}`);
    const table = page.getByRole('table', { name: 'Records in this network' });
    await expect(table.getByRole('link', { name: `Fjord Open ${tag}` })).toBeVisible();
    await expect(page.getByText(`Fjord Hidden ${tag}`)).toHaveCount(0);
    const api = await page.request.get(`/api/v1/graph/people/${person.id}/`, {
      headers: { authorization: `Bearer ${await token(page)}` },
    });
    const body = await api.json();
    expect(body.nodes.map((n: { label: string }) => n.label)).toEqual([`Fjord Open ${tag}`]);
    expect(body.nodes.every((n: { visibility: string }) => n.visibility !== 'hidden')).toBe(true);
    expect(open.id).toBeGreaterThan(0);
  });
});
