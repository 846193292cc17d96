import { expect, test } from '@playwright/test';
import type { Promotion } from '@shared/cart/promo-codes';
import { apiGet, bearer, expectNoHorizontalOverflow, expectNoSeriousAxeViolations, screenReady, signInAsAdmin, tag } from './admin-support';

test('an admin adds a 15% code with a minimum, sees it listed, deactivates it and deletes it after confirming', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const token = await signInAsAdmin(page, request);
  const code = `E2E${tag()}`.toUpperCase();

  await page.goto('/admin/DashBoard');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/admin\/promotions$/);
  await screenReady(page, 'Promotions');

  await page.getByRole('button', { name: 'Add Promotion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Promotion' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Code')).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'promotions, add dialog');
  // Typed in lower case, as an admin might: it is kept in capitals.
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await expect(dialog.getByLabel('Kind')).toHaveValue('percent');
  await dialog.getByLabel('Percent off').fill('15');
  await dialog.getByLabel('Minimum subtotal').fill('50');
  await dialog.getByLabel('Total uses').fill('100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Found by its code cell, not its row header: under 1440 px the rows are drawn as cards.
  const row = page.getByTestId('promotion-row').filter({ has: page.locator('th', { hasText: new RegExp(`^${code}$`) }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-label="Value"]')).toHaveText('15% off');
  await expect(row.locator('[data-label="Minimum"]')).toHaveText('$50.00');
  await expect(row.locator('[data-label="Uses"]')).toHaveText('0 of 100');
  await expect(row.locator('[data-label="Status"]')).toHaveText('Active');
  const stored = await apiGet<{ promotions: Promotion[] }>(request, token, '/api/admin/promotions');
  expect(stored.promotions.find((p) => p.code === code)).toMatchObject({
    kind: 'percent',
    value: 15,
    minSubtotal: 50,
    maxUses: 100,
    active: true,
  });

  // The page holds at 375 px: the table's rows become cards.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row.getByRole('button', { name: `Deactivate ${code}` })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'promotions');

  await row.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(row.locator('[data-label="Status"]')).toHaveText('Inactive');
  await expect(row.getByRole('button', { name: `Activate ${code}` })).toBeVisible();
  const paused = await apiGet<{ promotions: Promotion[] }>(request, token, '/api/admin/promotions');
  expect(paused.promotions.find((p) => p.code === code)).toMatchObject({ active: false, value: 15, minSubtotal: 50, maxUses: 100 });

  await row.getByRole('button', { name: `Delete ${code}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this promotion?' });
  await expect(confirm).toContainText(`${code} · 15% off · 0 of 100 uses`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeFocused();

  const gone = await request.delete(`/api/admin/promotions/${code}`, { headers: bearer(token) });
  expect(gone.status(), 'deleted on the server too').toBe(404);
});
