import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '@/testing/fake-api';
import { DashboardPage } from './dashboard-page';

const DAILY = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
  return { date, orders: i === 13 ? 3 : i % 5 === 0 ? 1 : 0, revenue: i === 13 ? 420 : i % 5 === 0 ? 50 : 0 };
});
const PROMOTIONS = [
  { code: 'WELCOME10', uses: 1234, discountGiven: 4321.5, totalUses: 5000 },
  { code: 'SPRING15', uses: 0, discountGiven: 0, totalUses: 7 },
];
const STATS = {
  totalUsers: 1204,
  totalOrders: 87,
  nonOrderUsers: 41,
  nonDeliveredOrders: 6,
  totalRevenue: 12345.5,
  totalProducts: 150,
  daily: DAILY,
  promotions: PROMOTIONS,
};

function renderDashboard() {
  return render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

const card = (label: string) => screen.getAllByTestId('stat-card').find((el) => el.textContent?.startsWith(label))!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('shows skeletons, then the six figures with revenue in dollars', async () => {
    const api = fakeApi({ 'GET /api/stats': Response.json(STATS) });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading dashboard figures…')).toBeInTheDocument();
    await screen.findAllByTestId('stat-card');
    expect(api.callsTo('GET /api/stats')).toHaveLength(1);
    const figures = screen
      .getAllByTestId('stat-card')
      .map((el) => [el.querySelector('.stat-card__label')?.textContent, el.querySelector('.stat-card__value')?.textContent]);
    expect(figures).toEqual([
      ['Total Users', '1,204'],
      ['Total Orders', '87'],
      ['Users w/o Orders', '41'],
      ['Non-Delivered Orders', '6'],
      ['Total Revenue', '$12,345.50'],
      ['Products Sold', '150'],
    ]);
    expect(document.body.textContent).not.toContain('₹');
  });

  it('links each card to users, orders or inventory', async () => {
    fakeApi({ 'GET /api/stats': Response.json(STATS) });
    renderDashboard();
    await screen.findAllByTestId('stat-card');
    expect(card('Total Users').getAttribute('href')).toBe('/admin/users');
    expect(card('Users w/o Orders').getAttribute('href')).toBe('/admin/users');
    expect(card('Total Orders').getAttribute('href')).toBe('/admin/orders');
    expect(card('Non-Delivered Orders').getAttribute('href')).toBe('/admin/orders?tab=non-delivered');
    expect(card('Total Revenue').getAttribute('href')).toBe('/admin/orders');
    expect(card('Products Sold').getAttribute('href')).toBe('/admin/inventory');
  });

  it('draws the last 30 days as an image with a summary, and every figure in a table', async () => {
    fakeApi({ 'GET /api/stats': Response.json(STATS) });
    renderDashboard();
    const chart = await screen.findByRole('img');
    const summary = '9 orders and $720.00 revenue from Jan 1 to Jan 30. Best day Jan 14: $420.00 from 3 orders.';
    expect(chart.getAttribute('aria-label')).toBe(`Chart of revenue and orders per day. ${summary}`);
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getByText(summary)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Revenue and orders per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[14]!.textContent).toBe('Jan 143$420.00');
  });

  it('says so when there are no daily figures', async () => {
    fakeApi({ 'GET /api/stats': Response.json({ ...STATS, daily: [] }) });
    renderDashboard();
    expect(await screen.findByText('No daily figures yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("lists the active promotions' uses and discount this month in a table, in the server's order", async () => {
    fakeApi({ 'GET /api/stats': Response.json(STATS) });
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Promotions this month' });
    const name = 'Active promotions: uses and discount given this month, and uses of all time';
    const table = within(panel).getByRole('table', { name });
    // A narrow screen scrolls the table within the card: the keyboard can reach and scroll it.
    expect(within(panel).getByRole('region', { name }).tabIndex).toBe(0);
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Code', 'Uses this month', 'Discount given', 'All-time uses'],
      ['WELCOME10', '1,234', '$4,321.50', '5,000'],
      ['SPRING15', '0', '$0.00', '7'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['WELCOME10', 'SPRING15']);
    expect(within(panel).getByRole('link', { name: 'Manage promotions' }).getAttribute('href')).toBe('/admin/promotions');
  });

  it('says there are no active promotions and leads to the Promotions screen', async () => {
    fakeApi({ 'GET /api/stats': Response.json({ ...STATS, promotions: [] }) });
    renderDashboard();
    await screen.findAllByTestId('stat-card');
    const panel = screen.getByRole('heading', { level: 2, name: 'Promotions this month' }).closest('section')!;
    expect(panel.textContent).toContain('No active promotions.');
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Create one in Promotions' }).getAttribute('href')).toBe('/admin/promotions');
  });

  it('shows no promotions panel while loading or after a failure', async () => {
    fakeApi({ 'GET /api/stats': Response.json({ code: 'INTERNAL', message: 'Counters are rebuilding' }, { status: 500 }) });
    renderDashboard();
    expect(screen.queryByRole('heading', { name: 'Promotions this month' })).toBeNull();
    await screen.findByRole('alert');
    expect(screen.queryByRole('heading', { name: 'Promotions this month' })).toBeNull();
  });

  it("shows the server's message on failure, and Try Again loads again", async () => {
    let calls = 0;
    fakeApi({
      'GET /api/stats': () =>
        ++calls === 1 ? Response.json({ code: 'INTERNAL', message: 'Counters are rebuilding' }, { status: 500 }) : Response.json(STATS),
    });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Counters are rebuilding')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('stat-card')).toHaveLength(6);
  });

  it('falls back to a standard message when the server sends none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderDashboard();
    expect(await screen.findByText('Failed to load the dashboard figures. Please try again.')).toBeInTheDocument();
  });
});
