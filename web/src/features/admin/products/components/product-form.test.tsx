import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { currentToasts, dismissToast } from '@/components/toast/toast-store';
import { fakeAdminApi, fakeXhr } from '@/testing/admin-products';
import { ProductsAdminPage } from './products-admin-page';

const LIST = 'GET /api/admin/products';
const BRANDS = 'GET /api/admin/brands/all';
const CREATE = 'POST /api/admin/products';
const PRESIGN = 'POST /api/admin/product-images';

const rose = aProduct({ product_id: 'R-1', name: 'Rose Noir', brand: 'Maison Atelier', category: 'Women', tags: ['rose', 'oud'] });
const brands = [
  { _id: 'b1', id: 'b1', brandName: 'Maison Atelier', productCount: 1 },
  { _id: 'b2', id: 'b2', brandName: 'Atelier Nord', productCount: 0 },
];

function serve(extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  return fakeAdminApi({ [LIST]: Response.json([rose]), [BRANDS]: Response.json(brands), ...extra });
}

async function openAdd() {
  render(<ProductsAdminPage />);
  await screen.findAllByTestId('product-row');
  fireEvent.click(screen.getAllByRole('button', { name: 'Add Product' })[0]!);
  const dialog = screen.getByRole('dialog', { name: 'Add Product' });
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Atelier Nord' })).toBeInTheDocument());
  return dialog;
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const valid = {
  'Product ID': 'NEW-1',
  Name: 'Vetiver Sec',
  Brand: 'Atelier Nord',
  Category: 'Men',
  'Cost price ($)': '40',
  'Retail price ($)': '89.99',
  'Rating (0–5)': '4.3',
  Tags: 'woody, , dry',
  Description: 'Dry vetiver.',
};

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
const toasts = () => currentToasts().map((toast) => toast.message);
const fields = (form: unknown) =>
  Object.fromEntries([...(form as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe('adding a product', () => {
  it('checks the form with the one schema and shows each error at its field, sending nothing', async () => {
    const api = serve();
    const dialog = await openAdd();
    submit(dialog);
    const errorOf = (label: string) => {
      const input = within(dialog).getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    };
    expect(errorOf('Product ID')).toBe('Product ID is required');
    expect(errorOf('Name')).toBe('Name is required');
    expect(errorOf('Brand')).toBe('Brand is required');
    expect(errorOf('Category')).toBe('Category is required');
    expect(errorOf('Cost price ($)')).toBe('Cost price is required');
    expect(errorOf('Retail price ($)')).toBe('Retail price is required');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Product ID')));
    fill(dialog, { 'Rating (0–5)': '7', 'Retail price ($)': '1.234' });
    submit(dialog);
    expect(within(dialog).getByText('Rating must be between 0 and 5, in steps of 0.1')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price of 0 or more, with at most 2 decimals')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('offers the brands list and the four categories, with rating and price steps', async () => {
    serve();
    const dialog = await openAdd();
    const brand = within(dialog).getByLabelText('Brand') as HTMLSelectElement;
    expect([...brand.options].map((o) => o.value)).toEqual(['', 'Atelier Nord', 'Maison Atelier']);
    const category = within(dialog).getByLabelText('Category') as HTMLSelectElement;
    expect([...category.options].map((o) => o.value)).toEqual(['', 'Women', 'Men', 'Unisex', 'Gifts']);
    const rating = within(dialog).getByLabelText('Rating (0–5)');
    expect([rating.getAttribute('min'), rating.getAttribute('max'), rating.getAttribute('step')]).toEqual(['0', '5', '0.1']);
    expect(within(dialog).getByLabelText('Retail price ($)').getAttribute('step')).toBe('0.01');
    expect(within(dialog).getByLabelText('Cost price ($)').getAttribute('step')).toBe('0.01');
  });

  it("says 'Failed to fetch brands. Please try again.' when the brands do not load", async () => {
    serve({ [BRANDS]: Response.json({ message: 'down' }, { status: 500 }) });
    render(<ProductsAdminPage />);
    await screen.findAllByTestId('product-row');
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Product' })[0]!);
    expect(await screen.findByText(/Failed to fetch brands\. Please try again\./)).toBeInTheDocument();
  });

  it('sends the form as multipart, then closes, reloads the list and says so', async () => {
    const api = serve({
      [CREATE]: (call) => Response.json({ ...rose, product_id: String((call.body as FormData).get('product_id')) }, { status: 201 }),
    });
    const dialog = await openAdd();
    fill(dialog, valid);
    submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = api.callsTo(CREATE)[0]!.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(fields(sent)).toEqual({
      product_id: 'NEW-1',
      name: 'Vetiver Sec',
      brand: 'Atelier Nord',
      category: 'Men',
      tags: 'woody, dry',
      rating: '4.3',
      cost_price: '40',
      retail_price: '89.99',
      stock_quantity: '0',
      description: 'Dry vetiver.',
      scent_family: '',
      concentration: '',
      top_notes: '',
      heart_notes: '',
      base_notes: '',
    });
    expect(toasts()).toContain('Product added successfully');
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it("sends the fragrance profile, notes completed from the vocabulary's suggestions", async () => {
    const api = serve({
      [CREATE]: (call) => Response.json({ ...rose, product_id: String((call.body as FormData).get('product_id')) }, { status: 201 }),
    });
    const dialog = await openAdd();
    fill(dialog, { ...valid, 'Scent family': 'Woody', Concentration: 'Eau de Parfum', 'Base notes': 'vetiver, tonka beans' });
    fill(dialog, { 'Top notes': 'Grapefruit, berg' });
    const suggested = within(dialog).getByRole('list', { name: 'Suggested top notes' });
    fireEvent.click(within(suggested).getByRole('button', { name: 'Bergamot' }));
    expect((within(dialog).getByLabelText('Top notes') as HTMLInputElement).value).toBe('Grapefruit, Bergamot, ');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Top notes'));
    submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fields(api.callsTo(CREATE)[0]!.body);
    expect([sent.scent_family, sent.concentration, sent.top_notes, sent.heart_notes, sent.base_notes]).toEqual([
      'Woody',
      'Eau de Parfum',
      'Grapefruit, Bergamot',
      '',
      'Vetiver, Tonka Bean',
    ]);
  });

  it("shows the server's field errors at their fields and its message above", async () => {
    serve({
      [CREATE]: Response.json(
        { code: 'CONFLICT', message: 'A product with this ID already exists.', fieldErrors: { product_id: 'Product ID already exists' } },
        { status: 409 },
      ),
    });
    const dialog = await openAdd();
    fill(dialog, valid);
    submit(dialog);
    expect(await within(dialog).findByText('Product ID already exists')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert').textContent).toBe('A product with this ID already exists.');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Product ID')));
  });

  it("falls back to 'Failed to add product. Please try again.'", async () => {
    serve({ [CREATE]: new Response('', { status: 502 }) });
    const dialog = await openAdd();
    fill(dialog, valid);
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to add product. Please try again.');
  });
});

describe('the product image', () => {
  it('refuses a file that is not an image, or above 5 MB', async () => {
    serve();
    const dialog = await openAdd();
    const picker = within(dialog).getByLabelText('Product image');
    fireEvent.change(picker, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(dialog).getByText('Please select an image file')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(within(dialog).getByText('File size exceeds 5MB limit')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
  });

  it('previews the picture, posts it straight to the bucket (fields first, file last), then the form with its key', async () => {
    const api = serve({
      [PRESIGN]: Response.json({
        url: 'https://images.example/bucket',
        fields: { key: 'uploads/abc.png', policy: 'p0l1cy', 'x-amz-signature': 's1g' },
        key: 'uploads/abc.png',
        maxBytes: 5242880,
        expiresInSeconds: 300,
      }),
      [CREATE]: Response.json(rose, { status: 201 }),
    });
    const xhr = fakeXhr(() => ({ status: 204 }), { hold: true });
    const dialog = await openAdd();
    fill(dialog, valid);
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bottle.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Product image'), { target: { files: [photo] } });
    expect(within(dialog).getByRole('img', { name: 'Preview of the chosen image' }).getAttribute('src')).toBe('blob:preview');
    submit(dialog);
    const progress = await within(dialog).findByRole('progressbar', { name: 'Image upload progress' });
    await waitFor(() => expect(progress.getAttribute('value')).toBe('100'));
    expect(api.callsTo(CREATE)).toHaveLength(0);
    xhr.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(api.callsTo(PRESIGN)[0]!.body).toEqual({ contentType: 'image/png' });
    const upload = xhr.requests[0]!;
    expect([upload.method, upload.url]).toEqual(['POST', 'https://images.example/bucket']);
    expect(upload.headers.authorization).toBeUndefined();
    expect([...upload.body.keys()]).toEqual(['key', 'policy', 'x-amz-signature', 'file']);
    expect((upload.body.get('file') as File).name).toBe('bottle.png');
    const form = fields(api.callsTo(CREATE)[0]!.body);
    expect(form.imageKey).toBe('uploads/abc.png');
    expect(form).not.toHaveProperty('image');
  });

  it("shows the bucket's refusal and sends no form", async () => {
    const api = serve({
      [PRESIGN]: Response.json({
        url: 'https://images.example/bucket',
        fields: { key: 'k' },
        key: 'k',
        maxBytes: 5242880,
        expiresInSeconds: 300,
      }),
    });
    fakeXhr(() => ({
      status: 400,
      body: '<Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>',
    }));
    const dialog = await openAdd();
    fill(dialog, valid);
    fireEvent.change(within(dialog).getByLabelText('Product image'), {
      target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] },
    });
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your proposed upload exceeds the maximum allowed size');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });
});

describe('editing a product', () => {
  it('keeps the product ID read-only and saves with PUT to its path', async () => {
    const api = serve({
      'PUT /api/admin/products/R-1': (call) => Response.json({ ...rose, name: String((call.body as FormData).get('name')) }),
    });
    render(<ProductsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rose Noir' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Rose Noir' });
    const id = within(dialog).getByLabelText('Product ID') as HTMLInputElement;
    expect(id.readOnly).toBe(true);
    expect(id.value).toBe('R-1');
    expect((within(dialog).getByLabelText('Tags') as HTMLInputElement).value).toBe('rose, oud');
    await waitFor(() => expect((within(dialog).getByLabelText('Brand') as HTMLSelectElement).value).toBe('Maison Atelier'));
    fill(dialog, { Name: 'Rose Noire', 'Product ID': 'HACKED' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fields(api.callsTo('PUT /api/admin/products/R-1')[0]!.body);
    expect(sent.product_id).toBe('R-1');
    expect(sent.name).toBe('Rose Noire');
    expect(sent.expected_stock_quantity).toBe(String(rose.stock_quantity));
    expect(toasts()).toContain('Product updated successfully');
  });

  it('shows a stock sold since the form opened at the stock field, and saves the typed figure over the stock now', async () => {
    const message = 'Stock changed since you loaded this product: now 3. Check the figure and save again.';
    const api = serve({
      'PUT /api/admin/products/R-1': (call) =>
        (call.body as FormData).get('expected_stock_quantity') === String(rose.stock_quantity)
          ? Response.json({ code: 'STOCK_CHANGED', message, currentStock: 3, fieldErrors: { stock_quantity: message } }, { status: 409 })
          : Response.json({ ...rose, stock_quantity: 50 }),
    });
    render(<ProductsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rose Noir' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Rose Noir' });
    fill(dialog, { 'Stock quantity': '50' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const stock = within(dialog).getByLabelText('Stock quantity');
    await waitFor(() => expect(stock.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(stock.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(message);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /api/admin/products/R-1').map((call) => fields(call.body).expected_stock_quantity)).toEqual([
      String(rose.stock_quantity),
      '3',
    ]);
  });

  it("falls back to 'Failed to update product. Please try again.'", async () => {
    serve({ 'PUT /api/admin/products/R-1': new Response('', { status: 500 }) });
    render(<ProductsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rose Noir' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Rose Noir' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update product. Please try again.');
  });
});

describe('deleting a product', () => {
  it('asks first; Cancel keeps it, Delete removes it and reloads', async () => {
    const api = serve({ 'DELETE /api/admin/products/R-1': Response.json({ success: true, message: 'Deleted' }) });
    render(<ProductsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rose Noir' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('DELETE /api/admin/products/R-1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Rose Noir' }));
    confirm = screen.getByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/admin/products/R-1')).toHaveLength(1);
    expect(toasts()).toContain('Product deleted successfully');
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it("shows the server's message, else 'Failed to delete product. Please try again.'", async () => {
    serve({ 'DELETE /api/admin/products/R-1': new Response('', { status: 500 }) });
    render(<ProductsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rose Noir' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete product. Please try again.');
  });
});
