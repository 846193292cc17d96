import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi } from '@/testing/fake-api';
import { AlertsUnsubscribePage } from './alerts-unsubscribe-page';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search + location.hash}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/alerts/unsubscribe"
          element={
            <>
              <AlertsUnsubscribePage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the unsubscribe page of alert emails', () => {
  it("turns the alerts off with the link's token, without a session, and says so", async () => {
    const api = fakeApi({
      'POST /api/alerts/unsubscribe': Response.json({ success: true, message: 'You will no longer get wishlist alerts.', turnedOff: 2 }),
    });
    renderAt('/alerts/unsubscribe#token=tok-1');
    expect(await screen.findByText('You will no longer get wishlist alerts.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.authorization).toBeNull();
    // The token goes in a form body, never in the address, whose query the CDN's logs keep.
    const [address, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(address)).toBe('/api/alerts/unsubscribe');
    const body = init!.body as Blob;
    expect(body.type).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(await body.text()).get('token')).toBe('tok-1');
    expect(screen.getByTestId('where').textContent).toBe('/alerts/unsubscribe');
  });

  it('shows why a link did not work', async () => {
    fakeApi({ 'POST /api/alerts/unsubscribe': Response.json({ message: 'This unsubscribe link has expired.' }, { status: 400 }) });
    renderAt('/alerts/unsubscribe#token=tok-2');
    expect(await screen.findByText('This unsubscribe link has expired.')).toBeInTheDocument();
  });

  it('says a link without a token is not valid, and asks nothing', () => {
    const api = fakeApi({});
    renderAt('/alerts/unsubscribe');
    expect(screen.getByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
