import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, login, test } from '../fixtures.ts';

async function token(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('intel-auth') ?? '{}').token as string);
}

// Issue 15 item 7: a name several records share links the probable one; the analyst links another in place.
test('a name two people share: the annotated text offers the other one, and linking it sticks', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'research');
  const auth = { authorization: `Bearer ${await token(page)}` };
  const family = `Okonkwo-${Date.now().toString(36)}`;
  const person = async (data: unknown) => {
    const res = await page.request.post('/api/v1/assets/people/', { headers: auth, data });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const fund = await page.request.post('/api/v1/assets/organizations/', {
    headers: auth,
    data: { name_dba: `Kestrel Harbour Fund ${family}` },
  });
  const first = await person({ name_given: 'Adaeze', name_family: family });
  const second = await person({
    name_given: 'Adaeze',
    name_family: family,
    organizations: [{ organization_id: (await fund.json()).id, role: 'partner' }],
  });

  await page.goto('/rawdata/quick-create');
  await page.getByLabel('Text').fill(`Adaeze ${family} opened the new terminal in Lagos on Monday.`);
  await page.getByRole('button', { name: 'Save and process' }).click();
  await expect(page).toHaveURL(/\/rawdata\/\d+\/edit/);

  const mark = page.getByTestId('annotated-text').locator('mark[data-kind="person"]', { hasText: family });
  await expect(mark).toHaveAttribute('data-ambiguous', 'true', { timeout: 30_000 });
  await expect(mark).toHaveAccessibleName(`Adaeze ${family}: links to person Adaeze ${family}; 1 other with this name`);
  await mark.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Same name — link this one instead:')).toBeVisible();
  // The open menu, with its heading among the items, passes axe too.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page
    .getByRole('menuitem', { name: `Adaeze ${family} · Kestrel Harbour Fund ${family} — link this one instead` })
    .click();
  await expect(page.getByText(`Linked to Adaeze ${family} (Kestrel Harbour Fund ${family}) instead.`)).toBeVisible();
  await expect(mark).toHaveAccessibleName(
    `Adaeze ${family}: links to person Adaeze ${family} (your choice); 1 other with this name`,
  );

  // The menu now opens the chosen one.
  await mark.click();
  await page.getByRole('menuitem', { name: `Open Adaeze ${family}` }).click();
  await expect(page).toHaveURL(new RegExp(`/people/${second.id}$`));
  expect(first.id).not.toBe(second.id);
});
