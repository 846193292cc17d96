import { expect, test } from '@playwright/test';
import { waitForMail } from './mailbox';
import { paidOrderOfNewCustomer, screenReady, sheetRows, signInAsAdmin, tag } from './admin-support';

test("an admin ships a customer's paid order, the customer is emailed, and today's export holds it", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { email, order } = await paidOrderOfNewCustomer(request);
  const number = order.orderId!;
  await signInAsAdmin(page, request);

  await page.goto('/admin/orders');
  await screenReady(page, 'Order Management');
  const tabs = page.getByRole('tablist', { name: 'Orders by status' });
  await tabs.getByRole('tab', { name: /^Confirmed/ }).click();
  await expect(page).toHaveURL(/tab=confirmed/);
  const card = page.getByTestId('order-card').filter({ hasText: number });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(email);
  const shippedBefore = Number(
    await tabs
      .getByRole('tab', { name: /^Shipped/ })
      .getByTestId('tab-count')
      .innerText(),
  );

  await card.getByRole('combobox', { name: `Status of order ${number}` }).selectOption('shipped');
  // Shipping emails the customer, so it is asked first, naming the order.
  const ask = page.getByRole('alertdialog', { name: `Mark ${number} as shipped and email the customer?` });
  await ask.getByRole('button', { name: 'Mark as shipped' }).click();
  // The lists and counts reload: the order leaves Confirmed and Shipped counts one more.
  await expect(card).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: /^Shipped/ }).getByTestId('tab-count')).toHaveText(String(shippedBefore + 1));
  await tabs.getByRole('tab', { name: /^Shipped/ }).click();
  const shipped = page.getByTestId('order-card').filter({ hasText: number });
  await expect(shipped.getByTestId('status-badge')).toHaveText('Shipped');
  await expect(shipped.getByRole('combobox', { name: `Status of order ${number}` })).toHaveValue('shipped');

  const mail = await waitForMail(email, 'has shipped', { timeoutMs: 20_000 });
  expect(mail.subject).toContain(number);

  await tabs.getByRole('tab', { name: 'Download' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: "Download today's orders" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('today_orders.xlsx');
  await expect(page.getByText('Saved today_orders.xlsx.')).toBeVisible();
  const cells = (await sheetRows(download)).flat().map(String);
  expect(cells).toContain(number);
});

test('a newsletter subscriber from the home page is in the subscribers export', async ({ page, request }) => {
  const address = `letter.${tag()}@example.com`;
  await page.goto('/');
  const newsletter = page.getByRole('region', { name: 'Be the first to know' });
  await newsletter.getByLabel('Email address').fill(address);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Subscribe Another' }) })).toBeVisible();

  await signInAsAdmin(page, request);
  await page.goto('/admin/Subscribers');
  await screenReady(page, 'Subscribers Management');
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(address);
  await expect(page.getByText(address, { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('subscribers.xlsx');
  const cells = (await sheetRows(download)).flat().map(String);
  expect(cells).toContain(address);
});
