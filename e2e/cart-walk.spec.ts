import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Product } from '@shared/types';
import { bearer, expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from './admin-support';
import { newVerifiedCustomer, signIn } from './sessions';
import { fillCard, fillShipping } from './checkout-steps';
import { settleTransitions } from './transitions';

// The storefront's checkout walked as a shopper walks it, from the cart to the confirmation, on a
// phone and on a laptop: each screen fits its width, has no serious accessibility finding and
// writes no error to the console.

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

/** A product with stock to spare. */
async function productInStock(request: APIRequestContext): Promise<Product> {
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const fit = catalogue.find((p) => p.stock_quantity > 20 && p.retail_price > 10);
  expect(fit, 'a product in stock in the seed catalogue').toBeDefined();
  return fit!;
}

/** A fresh customer, signed in, with one product in the cart. */
async function customerWithACart(page: Page, request: APIRequestContext): Promise<string> {
  const customer = await newVerifiedCustomer(request, 'walker');
  const { token } = await signIn(page, request, customer.email, customer.password);
  const product = await productInStock(request);
  const added = await request.post('/api/customer/cart', { headers: bearer(token), data: { productId: product.product_id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  return customer.email;
}

/** Every error the page writes to its console or throws, from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function checkScreen(page: Page, where: string) {
  await settleTransitions(page);
  await expectNoHorizontalOverflow(page, where);
  await expectNoSeriousAxeViolations(page, where);
}

for (const viewport of VIEWPORTS) {
  test(`a shopper walks from the cart to the confirmation at ${viewport.width} px: each screen fits, with no serious axe finding and no console error`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const email = await customerWithACart(page, request);
    const errors = consoleErrors(page);

    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await checkScreen(page, `cart at ${viewport.width} px`);

    await page.getByRole('button', { name: 'Secure Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await checkScreen(page, `shipping with its errors at ${viewport.width} px`);

    await fillShipping(page, email);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await fillCard(page, '4242424242424242');
    await checkScreen(page, `payment at ${viewport.width} px`);

    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: 20_000 });
    await checkScreen(page, `confirmation at ${viewport.width} px`);
    expect(errors, `console errors at ${viewport.width} px`).toEqual([]);
  });
}

test('after a decline, editing the card clears the failure, and at 1280 px the expiry and code stay level beside a field error', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await customerWithACart(page, request);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Secure Checkout' }).click();
  await fillShipping(page, email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const banner = page.getByTestId('payment-message');
  await expect(banner).toHaveText('Payment failed: Card Error: Your card was declined.', { timeout: 20_000 });

  const form = page.getByTestId('local-card-form');
  const expiry = form.getByLabel('Expiration date', { exact: true });
  await expiry.fill('');
  await expiry.pressSequentially('0120');
  await form.getByLabel('Security code', { exact: true }).focus();
  await expect(form.getByText("Your card's expiration year is in the past.")).toBeVisible();
  await expect(banner).toHaveText('');

  const expiryBox = (await expiry.boundingBox())!;
  const codeBox = (await form.getByLabel('Security code', { exact: true }).boundingBox())!;
  expect(Math.abs(expiryBox.y - codeBox.y), 'the expiry and code inputs start level').toBeLessThanOrEqual(0.5);
  expect(Math.abs(expiryBox.height - codeBox.height), 'the expiry and code inputs are as tall').toBeLessThanOrEqual(0.5);
});
