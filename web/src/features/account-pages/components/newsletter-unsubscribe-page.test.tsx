import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NEWSLETTER_UNSUBSCRIBE_MESSAGES } from '@shared/newsletter/newsletter-unsubscribe';
import { fakeApi } from '@/testing/fake-api';
import { NewsletterUnsubscribePage } from './newsletter-unsubscribe-page';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search + location.hash}</output>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/newsletter/unsubscribe"
          element={
            <>
              <NewsletterUnsubscribePage />
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

describe('the unsubscribe page of newsletter emails', () => {
  it("takes the reader off the newsletter with the link's token, in a form body, and says so", async () => {
    const api = fakeApi({
      'POST /api/newsletter/unsubscribe': Response.json({ success: true, message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.unsubscribed }),
    });
    renderAt('/newsletter/unsubscribe#token=tok-1');
    expect(screen.getByText('Unsubscribing you…')).toBeInTheDocument();
    expect(await screen.findByText(NEWSLETTER_UNSUBSCRIBE_MESSAGES.unsubscribed)).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    const [address, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(address)).toBe('/api/newsletter/unsubscribe');
    expect(new URLSearchParams(await (init!.body as Blob).text()).get('token')).toBe('tok-1');
    expect(screen.getByTestId('where').textContent).toBe('/newsletter/unsubscribe');
  });

  it("shows the server's reason when the link does not work, and says the link is not valid without a token", async () => {
    fakeApi({
      'POST /api/newsletter/unsubscribe': Response.json(
        { code: 'INVALID_TOKEN', message: NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkExpired },
        { status: 400 },
      ),
    });
    renderAt('/newsletter/unsubscribe#token=old-1');
    expect(await screen.findByText(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkExpired)).toBeInTheDocument();
    cleanup();
    renderAt('/newsletter/unsubscribe');
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBE_MESSAGES.linkInvalid)).toBeInTheDocument();
  });
});
