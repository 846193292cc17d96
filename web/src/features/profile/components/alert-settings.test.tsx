import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { aProduct } from '@shared/test-support/product-fixture';
import { clearSession, saveSession } from '@/lib/session';
import { fakeApi } from '@/testing/fake-api';
import { ProfilePage } from './profile-page';

const rose = aProduct({ product_id: 'P-1', name: 'Rose Noir' });
const oud = aProduct({ product_id: 'P-2', name: 'Oud Nocturne' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const renderProfile = () =>
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <ProfilePage />
    </MemoryRouter>,
  );

describe("the profile's wishlist alerts", () => {
  it("turn one product's alerts on, then every alert off", async () => {
    saveSession({ token: 't', role: 'user', username: 'dana', email: 'dana@example.com' }, { remember: true });
    const api = fakeApi({
      'GET /api/customer/wishlist/alerts': Response.json({
        alerts: [
          { product: rose, on: false },
          { product: oud, on: true },
        ],
      }),
      'PUT /api/customer/wishlist/alert': Response.json({
        success: true,
        message: 'Alerts are on for this product.',
        products: [rose, oud],
        alerts: ['P-1', 'P-2'],
      }),
      'DELETE /api/customer/wishlist/alerts': Response.json({ success: true, message: 'All wishlist alerts are off.', turnedOff: 2 }),
    });
    renderProfile();
    const roseBox = (await screen.findByRole('checkbox', { name: /Rose Noir/ })) as HTMLInputElement;
    const oudBox = screen.getByRole('checkbox', { name: /Oud Nocturne/ }) as HTMLInputElement;
    expect([roseBox.checked, oudBox.checked]).toEqual([false, true]);
    fireEvent.click(roseBox);
    expect(await screen.findByText('Alerts are on for this product.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/customer/wishlist/alert').map((c) => c.body)).toEqual([{ productId: 'P-1', on: true }]);
    await waitFor(() => expect(roseBox.checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Turn all alerts off' }));
    expect(await screen.findByText('All wishlist alerts are off.')).toBeInTheDocument();
    expect([roseBox.checked, oudBox.checked]).toEqual([false, false]);
    expect(api.callsTo('DELETE /api/customer/wishlist/alerts')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Turn all alerts off' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('are not shown to an administrator', () => {
    saveSession({ token: 't', role: 'admin', username: 'root', email: 'root@example.com' }, { remember: true });
    fakeApi({});
    renderProfile();
    expect(screen.queryByRole('heading', { name: 'Wishlist alerts' })).toBeNull();
  });
});
