import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { aProduct } from '@shared/test-support/product-fixture';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { fakeAdminApi } from '@/testing/admin-products';
import { ProductsAdminPage } from './products-admin-page';

const LIST = 'GET /api/admin/products';

const catalogue = Array.from({ length: 12 }, (_, i) =>
  aProduct({
    product_id: `P-${String(i + 1).padStart(2, '0')}`,
    name: `Scent ${String.fromCharCode(65 + i)}`,
    brand: i % 2 ? 'Atelier Nord' : 'Maison Atelier',
    retail_price: 50 + i,
    stock_quantity: i,
    rating: (i % 5) + 0.5,
    tags: i === 3 ? ['smoky'] : ['fresh'],
  }),
);

const names = () => screen.getAllByTestId('product-row').map((row) => within(row).getByText(/^Scent /).textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('ProductsAdminPage: loading', () => {
  it('shows skeletons, then the first 10 products by name with a heading and a count', async () => {
    fakeAdminApi({ [LIST]: Response.json([...catalogue].reverse()) });
    render(<ProductsAdminPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Product Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading products…')).toBeInTheDocument();
    await screen.findAllByTestId('product-row');
    expect(names()).toEqual(['Scent A', 'Scent B', 'Scent C', 'Scent D', 'Scent E', 'Scent F', 'Scent G', 'Scent H', 'Scent I', 'Scent J']);
    expect(screen.getByText('12 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    [Response.json({ message: 'No token' }, { status: 401 }), 'Authentication failed. Please log in again.'],
    [Response.json({ message: 'Not an admin' }, { status: 403 }), 'Access denied. Admin privileges required.'],
    [Response.json({ message: 'Table unavailable' }, { status: 500 }), 'Server error: Table unavailable'],
    [new Response('', { status: 500 }), 'Server error: Internal server error'],
    [Response.json({ message: 'Gone' }, { status: 404 }), 'Failed to fetch products. Please try again.'],
    [Response.json({ products: [] }), 'Invalid data format received from server'],
  ])('shows the spec message for a failed load (%#)', async (answer, message) => {
    fakeAdminApi({ [LIST]: answer });
    render(<ProductsAdminPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('loads again on Try Again', async () => {
    let fail = true;
    fakeAdminApi({ [LIST]: () => (fail ? Response.json({}, { status: 502 }) : Response.json(catalogue)) });
    render(<ProductsAdminPage />);
    const again = await screen.findByRole('button', { name: 'Try Again' });
    fail = false;
    fireEvent.click(again);
    await screen.findAllByTestId('product-row');
  });

  it('says so when there are no products yet', async () => {
    fakeAdminApi({ [LIST]: Response.json([]) });
    render(<ProductsAdminPage />);
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  });
});

describe('ProductsAdminPage: search, sort and pages', () => {
  it('searches name, brand, category, product id and tags', async () => {
    fakeAdminApi({ [LIST]: Response.json(catalogue) });
    render(<ProductsAdminPage />);
    await screen.findAllByTestId('product-row');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'smoky' } });
    expect(names()).toEqual(['Scent D']);
    fireEvent.change(box, { target: { value: 'p-12' } });
    expect(names()).toEqual(['Scent L']);
    fireEvent.change(box, { target: { value: 'nord' } });
    expect(names()).toHaveLength(6);
    expect(screen.getByText('6 of 12 products')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByRole('heading', { name: 'No matching products' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(names()).toHaveLength(10);
  });

  it('sorts by a chosen key and flips the direction', async () => {
    fakeAdminApi({ [LIST]: Response.json(catalogue) });
    render(<ProductsAdminPage />);
    await screen.findAllByTestId('product-row');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'retail_price' } });
    expect(names()[0]).toBe('Scent A');
    fireEvent.click(screen.getByRole('button', { name: /Ascending order/ }));
    expect(names()[0]).toBe('Scent L');
    expect(screen.getByRole('button', { name: /Descending order/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'stock_quantity' } });
    expect(names()[0]).toBe('Scent L');
  });

  it('changes the page size and the page', async () => {
    fakeAdminApi({ [LIST]: Response.json(catalogue) });
    render(<ProductsAdminPage />);
    await screen.findAllByTestId('product-row');
    const sizes = screen.getByRole('combobox', { name: 'Per page' });
    expect([...(sizes as HTMLSelectElement).options].map((o) => o.value)).toEqual(['5', '10', '20', '50']);
    fireEvent.change(sizes, { target: { value: '5' } });
    expect(names()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(names()).toEqual(['Scent K', 'Scent L']);
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(names()[0]).toBe('Scent F');
    fireEvent.change(sizes, { target: { value: '20' } });
    expect(names()).toHaveLength(12);
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).toBeNull();
  });

  it('switches between the table and the list view', async () => {
    fakeAdminApi({ [LIST]: Response.json(catalogue) });
    render(<ProductsAdminPage />);
    await screen.findAllByTestId('product-row');
    expect(screen.getByRole('table', { name: 'Products' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Scent A' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('ProductsAdminPage: details', () => {
  it('shows the margin from retail and cost, and the date in en-US short form', async () => {
    const rose = aProduct({
      product_id: 'R-1',
      name: 'Rose Noir',
      retail_price: 80,
      cost_price: 60,
      created_at: '2025-03-14T12:00:00.000Z',
      tags: ['rose', 'oud'],
    });
    fakeAdminApi({ [LIST]: Response.json([rose]) });
    render(<ProductsAdminPage />, { wrapper: MemoryRouter });
    fireEvent.click(await screen.findByRole('button', { name: 'View Rose Noir' }));
    const dialog = screen.getByRole('dialog', { name: 'Rose Noir' });
    expect(within(dialog).getByRole('link', { name: 'Rose Noir' }).getAttribute('href')).toBe('/products/R-1');
    expect(dialog.querySelector('.product-detail__picture a')?.getAttribute('href')).toBe('/products/R-1');
    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(fact('Margin')).toBe('25.0%');
    expect(fact('Added')).toBe('Mar 14, 2025');
    expect(fact('Cost price')).toBe('$60.00');
    expect(fact('Tags')).toBe('rose, oud');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
