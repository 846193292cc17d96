import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { CartItem, Product } from '@shared/types';
import { ADMIN_SCREENS, bearer, expectNoSeriousAxeViolations, screenReady, signIn, signInAsAdmin } from './admin-support';

/**
 * Every page of the site, storefront and admin, its dialogs and steps included, audited by axe
 * (the default rules plus label-content-name-mismatch) on a laptop and on a phone: no serious or
 * critical violation. One browser context per role, its page reused from screen to screen.
 */

const DEMO = { email: 'demo@maison.local', password: 'maison-demo' };
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Waits for the page's main heading and for its loading placeholders to be gone. */
async function ready(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading|Verifying/ })).toHaveCount(0);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await ready(page);
}

const at = ({ width }: { width: number }, where: string) => `${where} at ${width} px`;

test.describe.configure({ timeout: 60_000 });

test('the storefront as a guest: pages, the product popup, the auth modal and the account pages', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/about', '/terms', '/privacy']) {
      await visit(page, path);
      await expectNoSeriousAxeViolations(page, at(viewport, path));
    }

    await visit(page, '/shop');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, at(viewport, '/shop'));
    await page.getByTestId('product-card').first().locator('.product-card__open').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page, at(viewport, '/shop, product popup'));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(login.getByLabel('Username or Email')).toBeVisible();
    await expectNoSeriousAxeViolations(page, at(viewport, '/login, login'));
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset Your Password' }).getByLabel('Email Address')).toBeVisible();
    await expectNoSeriousAxeViolations(page, at(viewport, '/login, forgot password'));
    await page.goto('/register');
    await expect(page.getByRole('dialog', { name: 'Join Maison' }).getByLabel('Confirm Password')).toBeVisible();
    await expectNoSeriousAxeViolations(page, at(viewport, '/register, register'));

    await visit(page, '/verify-email?token=x');
    await expect(page.locator('.account-card__status.is-error')).toBeVisible();
    await expectNoSeriousAxeViolations(page, at(viewport, '/verify-email, error'));
    await visit(page, '/reset-password?token=x');
    await expectNoSeriousAxeViolations(page, at(viewport, '/reset-password'));
    await visit(page, '/order-confirmation/no-such-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, at(viewport, '/order-confirmation, not found'));
  }
});

/** Puts one product in the demo customer's cart unless it holds some already; answers the product added, if any. */
async function cartWithAnItem(request: APIRequestContext, token: string): Promise<string | null> {
  const cart = (await (await request.get('/api/customer/cart', { headers: bearer(token) })).json()) as { items: CartItem[] };
  if (cart.items.some((item) => item.quantity > 0)) return null;
  const catalogue = (await (await request.get('/api/customer/products')).json()) as Product[];
  const product = catalogue.find((p) => p.stock_quantity > 20);
  expect(product, 'a product in stock in the seed catalogue').toBeTruthy();
  const added = await request.post('/api/customer/cart', { headers: bearer(token), data: { productId: product!.product_id, quantity: 1 } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  return product!.product_id;
}

test('the storefront as the demo customer: profile, orders and an invoice, cart and shipping, wishlist', async ({ page, request }) => {
  const session = await signIn(page, request, DEMO.email, DEMO.password);
  expect(session.role).toBe('user');
  const added = await cartWithAnItem(request, session.token);
  try {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const path of ['/profile', '/wishlist']) {
        await visit(page, path);
        await expectNoSeriousAxeViolations(page, at(viewport, path));
      }

      await visit(page, '/orders');
      const delivered = page
        .getByTestId('order-card')
        .filter({ has: page.getByTestId('status-badge').filter({ hasText: /^Delivered$/ }) })
        .first();
      await expect(delivered).toBeVisible();
      await expectNoSeriousAxeViolations(page, at(viewport, '/orders'));
      await delivered.getByRole('button', { name: 'Invoice' }).click();
      await expect(page.getByRole('dialog', { name: /^Invoice / }).getByTestId('invoice-sheet')).toBeVisible();
      await expectNoSeriousAxeViolations(page, at(viewport, '/orders, invoice'));
      await page.keyboard.press('Escape');

      await visit(page, '/cart');
      await expect(page.getByRole('button', { name: 'Secure Checkout' })).toBeEnabled();
      await expectNoSeriousAxeViolations(page, at(viewport, '/cart'));
      await page.getByRole('button', { name: 'Secure Checkout' }).click();
      await expect(page.getByLabel('Full Name', { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page, at(viewport, '/cart, shipping'));
    }
  } finally {
    if (added) await request.delete(`/api/customer/cart/${encodeURIComponent(added)}`, { headers: bearer(session.token) });
  }
});

test('the admin area: every screen and the add-product form', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const screen of ADMIN_SCREENS) {
      await page.goto(`/admin/${screen.path}`);
      await screenReady(page, screen.heading);
      await expectNoSeriousAxeViolations(page, at(viewport, `/admin/${screen.path}`));
    }
    await page.goto('/admin/products');
    await screenReady(page, 'Product Management');
    await page.getByRole('button', { name: 'Add Product' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Add Product' }).getByLabel('Product image')).toBeAttached();
    await expectNoSeriousAxeViolations(page, at(viewport, '/admin/products, add product'));
  }
});
