import http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, login, test } from '../fixtures.ts';

/** The receiver's port: the one FETCH_ALLOW opens for this worker's server (playwright.config.ts). */
const receiverPort = (workerPort: number) => workerPort + Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

// Issue 38 part 3: an admin registers an endpoint, copies its secret once, and sees a delivery arrive in the log.
test('an admin registers a webhook endpoint and sees its test delivery in the log', async ({ page, workerPort }) => {
  // axe over an open dialog takes a while on a busy machine.
  test.setTimeout(120_000);
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push(body);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(receiverPort(workerPort), '127.0.0.1', resolve));
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await login(page, 'admin');
    await page.goto('/settings/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel('URL').fill(`http://127.0.0.1:${receiverPort(workerPort)}/hooks/${Date.now()}`);
    await dialog.getByLabel('Description').fill('Our CRM');
    await dialog.getByLabel(/Record changed/).check();
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: 'test-results/webhooks-dialog.png' });
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(secret.getByTestId('webhook-secret')).toHaveValue(/^whsec_/);
    await secret.getByRole('button', { name: 'Done' }).click();
    const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: 'Our CRM' });
    await endpoint.getByText('Our CRM').click();
    await expect(endpoint.getByText('No deliveries yet.')).toBeVisible();
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    const row = endpoint.getByTestId('delivery-row').first();
    await expect(row).toContainText('webhook.test');
    await expect(row).toContainText('succeeded');
    await expect(row).toContainText('204');
    expect(received.some((b) => b.includes('"webhook.test"'))).toBe(true);
    await page.screenshot({ path: 'test-results/webhooks-1366.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/webhooks-390.png' });
    // Delete, after a confirmation.
    await page.setViewportSize({ width: 1366, height: 768 });
    await endpoint.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this endpoint?' })
      .getByRole('button', { name: 'Delete endpoint' })
      .click();
    await expect(page.getByTestId('webhook-endpoint').filter({ hasText: 'Our CRM' })).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
