import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentToasts } from '@/components/toast/toast-store';
import { fakeApi } from '@/testing/fake-api';
import { deferred, renderWithToasts, signInAsAdminForEachTest } from '@/testing/admin-screen';
import { BrandsAdminPage } from './brands-admin-page';

const LIST = 'GET /api/admin/brands/all';
const CREATE = 'POST /api/admin/brands';
const dior = { id: 'b1', _id: 'b1', brandName: 'Dior', productCount: 3 };
const atelier = { id: 'b2', _id: 'b2', brandName: 'Maison Atelier', productCount: 1 };
const chanel = { id: '', _id: 'b3', brandName: 'chanel', productCount: 0 };

function serve(brands: unknown[] = [dior, atelier, chanel], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ [LIST]: Response.json(brands), ...extra });
}

const renderPage = () => renderWithToasts(<BrandsAdminPage />);

const rows = () => screen.queryAllByTestId('brand-row');
const names = () => rows().map((row) => row.querySelector('.list-rows__title')?.textContent);
const rowOf = (name: string) => rows().find((row) => row.querySelector('.list-rows__title')?.textContent === name)!;
const toasts = () => currentToasts().map((toast) => toast.message);
const dialog = () => screen.getByRole('dialog', { name: /Brand$/ });
const nameInput = () => within(dialog()).getByLabelText('Brand name');
const typeName = (value: string) => fireEvent.change(nameInput(), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

signInAsAdminForEachTest();

describe('BrandsAdminPage: the list', () => {
  it('shows skeletons, then every brand in name order with its product count and the total', async () => {
    const api = serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Brand Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading brands…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Brand' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(names()).toEqual(['chanel', 'Dior', 'Maison Atelier']);
    expect(within(rowOf('Dior')).getByText('3 products')).toBeInTheDocument();
    expect(within(rowOf('Maison Atelier')).getByText('1 product')).toBeInTheDocument();
    expect(within(rowOf('chanel')).getByText('No products')).toBeInTheDocument();
    expect(screen.getByText('3 brands')).toBeInTheDocument();
    expect(within(rowOf('Dior')).getByRole('button', { name: 'Edit Dior' })).toBeInTheDocument();
    expect(within(rowOf('Dior')).getByRole('button', { name: 'Delete Dior' })).toBeInTheDocument();
    expect(api.callsTo(LIST)[0]!.authorization).toBe('Bearer admin-token');
    expect(document.title).toBe('Brand Management — Maison');
  });

  it('searches names ignoring case, counts what it shows, and clears back to all', async () => {
    serve();
    renderPage();
    const search = await screen.findByLabelText('Search brands');
    fireEvent.change(search, { target: { value: '  ATELIER ' } });
    expect(names()).toEqual(['Maison Atelier']);
    expect(screen.getByText('Showing 1 of 3 brands')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'guerlain' } });
    expect(rows()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No matching brands' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 brands')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(rows()).toHaveLength(3);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search brands')));
  });

  it('says when there is no brand yet and offers to add one', async () => {
    serve([], { [CREATE]: Response.json({ id: 'b9', _id: 'b9', brandName: 'Guerlain' }, { status: 201 }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No brands yet' })).toBeInTheDocument();
    expect(screen.getByText('0 brands')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Add Brand' }));
    expect(screen.getByRole('dialog', { name: 'Add Brand' })).toBeInTheDocument();
    typeName('Guerlain');
    save();
    await waitFor(() => expect(names()).toEqual(['Guerlain']));
    expect(screen.queryByRole('heading', { name: 'No brands yet' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('shows a load failure with the server message, and Try Again loads anew', async () => {
    let fail = true;
    const api = serve([], {
      [LIST]: () => (fail ? Response.json({ message: 'Admin privileges required' }, { status: 403 }) : Response.json([dior])),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Brands could not be loaded');
    expect(alert.textContent).toContain('Admin privileges required');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(names()).toEqual(['Dior']));
    expect(api.callsTo(LIST)).toHaveLength(2);
  });
});

describe('BrandsAdminPage: add and edit', () => {
  it('requires a name, refuses one taken ignoring case, and adds the trimmed name', async () => {
    const api = serve([dior, atelier], {
      [CREATE]: (call) =>
        Response.json({ id: 'b9', _id: 'b9', brandName: (call.body as { brandName: string }).brandName }, { status: 201 }),
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const addButton = screen.getByRole('button', { name: 'Add Brand' });
    addButton.focus();
    fireEvent.click(addButton);
    await waitFor(() => expect(document.activeElement).toBe(nameInput()));

    typeName('   ');
    save();
    expect(within(dialog()).getByText('Brand name is required')).toBeInTheDocument();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');

    typeName(' dior ');
    expect(within(dialog()).queryByText('Brand name is required')).toBeNull();
    save();
    expect(within(dialog()).getByText('A brand named "Dior" already exists')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    typeName('  Guerlain  ');
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(CREATE)[0]!.body).toEqual({ brandName: 'Guerlain' });
    expect(names()).toEqual(['Dior', 'Guerlain', 'Maison Atelier']);
    expect(within(rowOf('Guerlain')).getByText('No products')).toBeInTheDocument();
    expect(screen.getByText('3 brands')).toBeInTheDocument();
    expect(toasts()).toEqual(['Brand added']);
    expect(document.activeElement).toBe(addButton);
  });

  it("keeps the dialog open on the server's 409 with 'Failed to add brand: …', Save disabled meanwhile", async () => {
    const pending = deferred();
    serve([dior], { [CREATE]: pending.answer });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add Brand' }));
    typeName('Guerlain');
    save();
    const busy = within(dialog()).getByRole('button', { name: 'Saving…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(within(dialog()).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect((nameInput() as HTMLInputElement).readOnly).toBe(true);
    await act(async () =>
      pending.release(Response.json({ code: 'CONFLICT', message: 'A brand named Guerlain already exists.' }, { status: 409 })),
    );
    expect(within(dialog()).getByRole('alert').textContent).toBe('Failed to add brand: A brand named Guerlain already exists.');
    expect((nameInput() as HTMLInputElement).value).toBe('Guerlain');
    expect(within(dialog()).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    expect(names()).toEqual(['Dior']);
    expect(toasts()).toEqual([]);
  });

  it("says 'Failed to add brand: {error}' when no answer came", async () => {
    serve([dior], { [CREATE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add Brand' }));
    typeName('Guerlain');
    save();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to add brand: Failed to fetch');
  });

  it('renames a brand, tells how many products were updated, and allows a change of case only', async () => {
    const api = serve([dior, atelier], {
      'PUT /api/admin/brands/b1': (call) =>
        Response.json({ id: 'b1', _id: 'b1', brandName: (call.body as { brandName: string }).brandName, productsUpdated: 3 }),
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Dior' }));
    expect(screen.getByRole('dialog', { name: 'Edit Brand' })).toBeInTheDocument();
    expect((nameInput() as HTMLInputElement).value).toBe('Dior');

    typeName('maison atelier');
    save();
    expect(within(dialog()).getByText('A brand named "Maison Atelier" already exists')).toBeInTheDocument();

    typeName(' DIOR ');
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT /api/admin/brands/b1')[0]!.body).toEqual({ brandName: 'DIOR' });
    expect(names()).toEqual(['DIOR', 'Maison Atelier']);
    expect(within(rowOf('DIOR')).getByText('3 products')).toBeInTheDocument();
    expect(toasts()).toEqual(['Brand updated; 3 products updated']);
  });

  it('closes without a call when the name is unchanged, and Escape cancels', async () => {
    const api = serve([dior]);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Dior' }));
    typeName(' Dior ');
    save();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Dior' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("shows 'Failed to update brand: …' in the dialog", async () => {
    serve([dior], { 'PUT /api/admin/brands/b1': Response.json({ message: 'Brand not found.' }, { status: 404 }) });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Dior' }));
    typeName('Dior Parfums');
    save();
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to update brand: Brand not found.');
    expect(names()).toEqual(['Dior']);
  });
});

describe('BrandsAdminPage: delete', () => {
  it('asks first; Cancel keeps the brand, Delete removes it and says so', async () => {
    const api = serve([dior, chanel], { 'DELETE /api/admin/brands/b3': Response.json({ success: true, message: 'Brand chanel deleted' }) });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete chanel' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this brand?' });
    expect(within(confirm).getByText('chanel · used by no products')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('DELETE /api/admin/brands/b3')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete chanel' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(names()).toEqual(['Dior']);
    expect(api.callsTo('DELETE /api/admin/brands/b3')).toHaveLength(1);
    expect(toasts()).toEqual(['Brand deleted']);
    expect(screen.getByText('1 brand')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it("shows the server's refusal for a brand in use in the page, keeps the row, and disables while it runs", async () => {
    const pending = deferred();
    serve([dior], { 'DELETE /api/admin/brands/b1': pending.answer });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Dior' }));
    expect(within(screen.getByRole('alertdialog')).getByText('Dior · used by 3 products')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Working…' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete Dior', hidden: true }).hasAttribute('disabled')).toBe(true);
    const refusal = 'Dior is used by 3 products. Move or delete them before deleting the brand.';
    await act(async () => pending.release(Response.json({ code: 'CONFLICT', message: refusal, productCount: 3 }, { status: 409 })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(`Failed to delete brand: ${refusal}`);
    expect(names()).toEqual(['Dior']);
    expect(toasts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Failed to delete brand: {error}' when no answer came", async () => {
    serve([dior], { 'DELETE /api/admin/brands/b1': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Dior' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete brand: Failed to fetch');
  });
});
