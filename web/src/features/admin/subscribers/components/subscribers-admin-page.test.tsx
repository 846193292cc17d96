import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '@/components/toast/toast-store';
import { fakeApi } from '@/testing/fake-api';
import { deferred, renderWithToasts, signInAsAdminForEachTest } from '@/testing/admin-screen';
import { SubscribersAdminPage } from './subscribers-admin-page';

const LIST = 'GET /api/subscribers';
const EXPORT = 'GET /api/subscribers/export';
const ada = { _id: 's1', email: 'ada@example.com', createdAt: '2025-01-14T12:00:00.000Z' };
const grace = { _id: 's2', email: 'grace@navy.mil', createdAt: '2025-03-02T12:00:00.000Z' };
const alan = { _id: 's3', email: 'alan@example.org', createdAt: '2024-11-30T12:00:00.000Z' };

function serve(subscribers: unknown[] = [ada, grace, alan], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ [LIST]: Response.json(subscribers), ...extra });
}

const renderPage = () => renderWithToasts(<SubscribersAdminPage />);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A spreadsheet answer. Its body is a Blob of this page's realm, as a browser's fetch gives (Node's fetch has its own Blob). */
function spreadsheet() {
  const response = new Response('PK', { headers: { 'Content-Type': XLSX } });
  response.blob = async () => new Blob(['PK'], { type: XLSX });
  return response;
}

const rows = () => screen.queryAllByTestId('subscriber-row');
const emails = () => rows().map((row) => row.querySelector('.list-rows__title')?.textContent);
const toasts = () => currentToasts().map((toast) => toast.message);
const exportButton = () => screen.getByRole('button', { name: /^Export/ });

signInAsAdminForEachTest();
afterEach(() => vi.restoreAllMocks());

describe('SubscribersAdminPage: the list', () => {
  it('shows skeletons, then every subscriber newest first with the en-US date, and the count', async () => {
    const api = serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribers Management' })).toBeInTheDocument();
    expect(screen.getByText('Loading subscribers…')).toBeInTheDocument();
    expect(exportButton().hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(emails()).toEqual(['grace@navy.mil', 'ada@example.com', 'alan@example.org']);
    const first = rows()[1]!;
    expect(first.textContent).toContain('Subscribed Jan 14, 2025');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(ada.createdAt);
    expect(screen.getByText('3 subscribers')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Remove ada@example.com' })).toBeInTheDocument();
    expect(exportButton().hasAttribute('disabled')).toBe(false);
    expect(api.callsTo(LIST)[0]!.authorization).toBe('Bearer admin-token');
    expect(document.title).toBe('Subscribers Management — Maison');
  });

  it('searches by email ignoring case and counts what it shows', async () => {
    serve();
    renderPage();
    const search = await screen.findByLabelText('Search by email');
    fireEvent.change(search, { target: { value: ' EXAMPLE' } });
    expect(emails()).toEqual(['ada@example.com', 'alan@example.org']);
    expect(screen.getByText('Showing 2 of 3 subscribers')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByRole('heading', { name: 'No matching subscribers' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(rows()).toHaveLength(3);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search by email')));
  });

  it('says when nobody has subscribed, with Export disabled', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument();
    expect(screen.getByText('0 subscribers')).toBeInTheDocument();
    expect(screen.queryByLabelText('Search by email')).toBeNull();
    expect(exportButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows a load failure with the server message, and Try Again loads anew', async () => {
    let fail = true;
    serve([], { [LIST]: () => (fail ? Response.json({ message: 'Service unavailable' }, { status: 503 }) : Response.json([ada])) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Subscribers could not be loaded');
    expect(alert.textContent).toContain('Service unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(emails()).toEqual(['ada@example.com']));
  });
});

describe('SubscribersAdminPage: remove', () => {
  it('asks first; Cancel keeps the subscriber, Remove calls unsubscribe and drops the row', async () => {
    const pending = deferred();
    const api = serve(undefined, { 'GET /api/subscribers/unsubscribe/s1': pending.answer });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure you want to remove this subscriber?' });
    expect(within(confirm).getByText('ada@example.com')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('GET /api/subscribers/unsubscribe/s1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Working…' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove ada@example.com', hidden: true }).hasAttribute('disabled')).toBe(true);
    await act(async () => pending.release(Response.json({ success: true, message: 'Unsubscribed' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(emails()).toEqual(['grace@navy.mil', 'alan@example.org']);
    expect(api.callsTo('GET /api/subscribers/unsubscribe/s1')).toHaveLength(1);
    expect(screen.getByText('2 subscribers')).toBeInTheDocument();
    expect(toasts()).toEqual(['Subscriber removed']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('shows a failed removal in the page and keeps the row', async () => {
    serve([ada], { 'GET /api/subscribers/unsubscribe/s1': Response.json({ message: 'Subscriber not found.' }, { status: 404 }) });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to remove subscriber: Subscriber not found.');
    expect(emails()).toEqual(['ada@example.com']);
  });
});

describe('SubscribersAdminPage: export', () => {
  it('downloads subscribers.xlsx with the session, Export disabled meanwhile', async () => {
    const pending = deferred();
    const api = serve([ada], { [EXPORT]: pending.answer });
    // jsdom has no object URLs; the download helper makes one and revokes it a second later.
    Object.assign(URL, { createObjectURL: () => 'blob:subscribers', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(exportButton());
    expect(screen.getByRole('button', { name: 'Exporting…' }).hasAttribute('disabled')).toBe(true);
    await act(async () => pending.release(spreadsheet()));
    await waitFor(() => expect(saved).toEqual(['subscribers.xlsx']));
    expect(api.callsTo(EXPORT)[0]!.authorization).toBe('Bearer admin-token');
    expect(toasts()).toEqual(['Subscribers exported to subscribers.xlsx']);
    expect(exportButton().textContent).toBe('Export');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Download failed. {message}' when the export fails", async () => {
    serve([ada], { [EXPORT]: Response.json({ message: 'Export is not available right now.' }, { status: 500 }) });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(exportButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Download failed. Export is not available right now.');
    expect(exportButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Download failed. {error}' when no answer came", async () => {
    serve([ada], { [EXPORT]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(exportButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Download failed. Failed to fetch');
  });
});
