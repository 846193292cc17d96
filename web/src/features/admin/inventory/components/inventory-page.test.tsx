import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { fakeAdminApi } from '@/testing/admin-products';
import { InventoryPage } from './inventory-page';

const LIST = 'GET /api/admin/products';
const QTY = 'POST /api/admin/UpdateProductQty';

const products = [
  aProduct({ product_id: 'A', name: 'Amber Oud', stock_quantity: 0 }),
  aProduct({ product_id: 'B', name: 'Bergamot', stock_quantity: 1, tags: ['citrus'] }),
  aProduct({ product_id: 'C', name: 'Cedar', stock_quantity: 10 }),
  aProduct({ product_id: 'D', name: 'Damask Rose', stock_quantity: 11 }),
  aProduct({ product_id: 'E', name: 'Elemi', stock_quantity: 250 }),
];

const savedStock = (call: { body: unknown }) => Response.json(call.body);
const rowNames = () =>
  screen
    .getAllByTestId('inventory-row')
    .map((row) => within(row).getByRole('rowheader').querySelector('.inventory-table__name')?.textContent);
const rowOf = (name: string) => screen.getAllByTestId('inventory-row').find((row) => row.textContent?.includes(name))!;
const count = (key: string) => screen.getByTestId(`summary-${key}`).querySelector('.inventory-card__count')?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('InventoryPage', () => {
  it('shows skeletons, then four cards by band: 0 out, 1–10 low, above 10 good', async () => {
    fakeAdminApi({ [LIST]: Response.json(products) });
    render(<InventoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading products…')).toBeInTheDocument();
    await screen.findAllByTestId('inventory-row');
    expect([count('total'), count('good'), count('low'), count('out')]).toEqual(['5', '2', '2', '1']);
    expect(within(rowOf('Cedar')).getByText(/Low Stock/)).toBeInTheDocument();
    expect(within(rowOf('Damask Rose')).getByText(/Good Stock/)).toBeInTheDocument();
    expect(within(rowOf('Amber Oud')).getByText(/Out of Stock/)).toBeInTheDocument();
  });

  it('shows the load failure with Try Again', async () => {
    fakeAdminApi({ [LIST]: Response.json({ message: 'nope' }, { status: 403 }) });
    render(<InventoryPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Access denied. Admin privileges required.');
  });

  it('filters by stock level, from the select or a card, and searches', async () => {
    fakeAdminApi({ [LIST]: Response.json(products) });
    render(<InventoryPage />);
    await screen.findAllByTestId('inventory-row');
    const level = screen.getByRole('combobox', { name: 'Stock level' });
    fireEvent.change(level, { target: { value: 'low' } });
    expect(rowNames()).toEqual(['Bergamot', 'Cedar']);
    fireEvent.change(level, { target: { value: 'out' } });
    expect(rowNames()).toEqual(['Amber Oud']);
    fireEvent.click(screen.getByTestId('summary-good'));
    expect(rowNames()).toEqual(['Damask Rose', 'Elemi']);
    expect(screen.getByTestId('summary-good').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('summary-total'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inventory' }), { target: { value: 'citrus' } });
    expect(rowNames()).toEqual(['Bergamot']);
    expect(screen.getByText('Showing 1 of 5 products')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inventory' }), { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(rowNames()).toHaveLength(5);
  });

  it("refuses an empty, non-numeric or negative stock: 'Please enter a valid stock quantity'", async () => {
    const api = fakeAdminApi({ [LIST]: Response.json(products), [QTY]: savedStock });
    render(<InventoryPage />);
    await screen.findAllByTestId('inventory-row');
    fireEvent.click(screen.getByRole('button', { name: 'Edit stock of Cedar' }));
    const box = within(rowOf('Cedar')).getByLabelText('New stock for Cedar');
    expect((box as HTMLInputElement).value).toBe('10');
    for (const bad of ['', '-4', '2.5']) {
      fireEvent.change(box, { target: { value: bad } });
      fireEvent.click(within(rowOf('Cedar')).getByRole('button', { name: 'Save' }));
      expect(within(rowOf('Cedar')).getByRole('alert').textContent).toBe('Please enter a valid stock quantity');
    }
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(QTY)).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(within(rowOf('Cedar')).queryByLabelText('New stock for Cedar')).toBeNull();
  });

  it('saves a new stock with the whole product to the relative stock route and moves it to its band', async () => {
    const api = fakeAdminApi({ [LIST]: Response.json(products), [QTY]: savedStock });
    render(<InventoryPage />);
    await screen.findAllByTestId('inventory-row');
    fireEvent.click(screen.getByRole('button', { name: 'Edit stock of Cedar' }));
    const box = within(rowOf('Cedar')).getByLabelText('New stock for Cedar');
    fireEvent.change(box, { target: { value: '40' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(within(rowOf('Cedar')).getByText(/Good Stock/)).toBeInTheDocument());
    expect(api.callsTo(QTY)[0]!.body).toEqual({ ...products[2], stock_quantity: 40, expected_stock_quantity: 10 });
    expect([count('good'), count('low')]).toEqual(['3', '1']);
    expect(currentToasts().map((t) => t.message)).toContain('Stock of Cedar is now 40');
  });

  it("shows the server's refusal in the row", async () => {
    fakeAdminApi({ [LIST]: Response.json(products), [QTY]: Response.json({ message: 'Product not found' }, { status: 404 }) });
    render(<InventoryPage />);
    await screen.findAllByTestId('inventory-row');
    fireEvent.click(screen.getByRole('button', { name: 'Edit stock of Elemi' }));
    fireEvent.click(within(rowOf('Elemi')).getByRole('button', { name: 'Save' }));
    expect((await within(rowOf('Elemi')).findByRole('alert')).textContent).toBe('Product not found');
  });
});

describe('InventoryPage: a stock sold while the screen was open', () => {
  it('shows the refusal and the stock now, and saves the next figure over the stock now', async () => {
    const message = 'Stock changed since you loaded this product: now 8. Check the figure and save again.';
    const api = fakeAdminApi({
      [LIST]: Response.json(products),
      [QTY]: (call) =>
        (call.body as { expected_stock_quantity: number }).expected_stock_quantity === 10
          ? Response.json({ code: 'STOCK_CHANGED', message, currentStock: 8 }, { status: 409 })
          : savedStock(call),
    });
    render(<InventoryPage />);
    await screen.findAllByTestId('inventory-row');
    fireEvent.click(screen.getByRole('button', { name: 'Edit stock of Cedar' }));
    const box = within(rowOf('Cedar')).getByLabelText('New stock for Cedar');
    fireEvent.change(box, { target: { value: '40' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await within(rowOf('Cedar')).findByRole('alert')).textContent).toBe(message);
    expect(rowOf('Cedar').textContent).toContain('8');

    fireEvent.click(within(rowOf('Cedar')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(rowOf('Cedar')).getByText(/Good Stock/)).toBeInTheDocument());
    expect(api.callsTo(QTY).map((call) => (call.body as { expected_stock_quantity: number }).expected_stock_quantity)).toEqual([10, 8]);
  });
});

describe('InventoryPage: bulk update', () => {
  it('checks every figure, then updates the changed products one by one with progress and a result each', async () => {
    const api = fakeAdminApi({
      [LIST]: Response.json(products),
      [QTY]: (call) =>
        (call.body as { product_id: string }).product_id === 'C'
          ? Response.json({ message: 'Stock is locked' }, { status: 409 })
          : savedStock(call),
    });
    render(<InventoryPage />);
    await screen.findAllByTestId('inventory-row');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Update' }));
    const dialog = screen.getByRole('dialog', { name: 'Bulk Stock Update' });
    expect(within(dialog).getAllByTestId('bulk-stock-row')).toHaveLength(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update stock' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a new stock figure for at least one product.');

    fireEvent.change(within(dialog).getByLabelText(/^Amber Oud/), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update stock' }));
    expect(within(dialog).getByText('Please enter a valid stock quantity')).toBeInTheDocument();
    expect(api.callsTo(QTY)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Amber Oud/), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText(/^Cedar/), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Elemi/), { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update stock' }));
    expect(await within(dialog).findByText('Updated 1 of 2 products')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Stock update progress' }).getAttribute('value')).toBe('2');
    expect(api.callsTo(QTY).map((call) => call.body)).toEqual([
      { ...products[0], stock_quantity: 30, expected_stock_quantity: 0 },
      { ...products[2], stock_quantity: 5, expected_stock_quantity: 10 },
    ]);
    const rowText = (name: string) =>
      within(dialog)
        .getAllByTestId('bulk-stock-row')
        .find((row) => row.textContent?.startsWith(name))!.textContent;
    expect(rowText('Amber Oud')).toContain('Updated');
    expect(rowText('Cedar')).toContain('Stock is locked');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('asks before Apply to all, naming how many products change, and saves them only once confirmed', async () => {
    const api = fakeAdminApi({ [LIST]: Response.json(products), [QTY]: savedStock });
    render(<InventoryPage />);
    await screen.findAllByTestId('inventory-row');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Update' }));
    const dialog = screen.getByRole('dialog', { name: 'Bulk Stock Update' });
    const all = within(dialog).getByLabelText('Set every box to');

    fireEvent.change(all, { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a valid stock quantity');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Cedar holds 10 already: four products change.
    fireEvent.change(all, { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Set the stock of 4 products to 10?' });
    expect(within(confirm).getByText(/1 product already at 10 stay/)).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Bulk Stock Update' })).toBeInTheDocument();
    expect(api.callsTo(QTY)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));
    confirm = screen.getByRole('alertdialog', { name: 'Set the stock of 4 products to 10?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Update 4 products' }));
    expect(await within(dialog).findByText('Updated 4 of 4 products')).toBeInTheDocument();
    expect(api.callsTo(QTY).map((call) => (call.body as { product_id: string }).product_id)).toEqual(['A', 'B', 'D', 'E']);
    expect(
      within(dialog)
        .getAllByRole('spinbutton')
        .slice(1)
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['10', '10', '10', '10', '10']);
    // The page scrolls again once both dialogs are closed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });
});

describe('InventoryPage: pages', () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    aProduct({ product_id: `P${String(i).padStart(2, '0')}`, name: `Scent ${String(i).padStart(2, '0')}`, stock_quantity: 100 + i }),
  );

  it('shows 10 products a page, with pages, a page size, and a search that goes back to page 1', async () => {
    fakeAdminApi({ [LIST]: Response.json(many) });
    render(<InventoryPage />);
    await screen.findAllByTestId('inventory-row');
    expect(rowNames()).toHaveLength(10);
    expect(rowNames()[0]).toBe('Scent 00');
    const pages = screen.getByRole('navigation', { name: 'Inventory pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(rowNames()).toEqual(['Scent 20', 'Scent 21', 'Scent 22', 'Scent 23', 'Scent 24']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inventory' }), { target: { value: 'Scent 1' } });
    expect(rowNames()).toEqual([
      'Scent 10',
      'Scent 11',
      'Scent 12',
      'Scent 13',
      'Scent 14',
      'Scent 15',
      'Scent 16',
      'Scent 17',
      'Scent 18',
      'Scent 19',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Inventory pages' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search inventory' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Per page' }), { target: { value: '50' } });
    expect(rowNames()).toHaveLength(25);
  });

  it('bulk-updates every product the search keeps, not only the page shown', async () => {
    fakeAdminApi({ [LIST]: Response.json(many) });
    render(<InventoryPage />);
    await screen.findAllByTestId('inventory-row');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Update' }));
    expect(within(screen.getByRole('dialog', { name: 'Bulk Stock Update' })).getAllByTestId('bulk-stock-row')).toHaveLength(25);
  });
});
