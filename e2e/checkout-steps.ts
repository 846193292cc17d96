import { type Page, expect } from '@playwright/test';

/** Fills the shipping step with a valid US address (Portland, Oregon) for `email`. */
export async function fillShipping(page: Page, email = 'ada@example.com') {
  await page.getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).pressSequentially('5551234567');
  await page.getByLabel('Address Line 1', { exact: true }).fill('1 Main Street');
  await page.getByLabel('Address Line 2', { exact: true }).fill('Apt 2');
  await page.getByLabel('City', { exact: true }).fill('Portland');
  await page.getByLabel('State', { exact: true }).selectOption('Oregon');
  await page.getByLabel('ZIP Code', { exact: true }).fill('97205');
}

/** Types a card into the local payment form: `number`, an expiry two years ahead, CVC 123. */
export async function fillCard(page: Page, number: string) {
  const form = page.getByTestId('local-card-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Card number', { exact: true }).pressSequentially(number);
  await form
    .getByLabel('Expiration date', { exact: true })
    .pressSequentially(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await form.getByLabel('Security code', { exact: true }).fill('123');
}
