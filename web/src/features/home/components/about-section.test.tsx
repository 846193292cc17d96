import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutSection } from './about-section';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver: the test says when the section comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options?: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** 317 products from 54 houses with 2,500 reviews each: 310+, 50+ and 792k+. */
const catalogue = Array.from({ length: 317 }, (_, i) => ({ product_id: `p${i}`, brand: `House ${i % 54}`, review_count: 2500 }));

async function comeNear() {
  await act(async () => {
    for (const observer of FakeObserver.all) if (!observer.disconnected) observer.callback([{ isIntersecting: true }]);
  });
}

const figure = (term: string) => within(screen.getByText(term).parentElement!).getByRole('definition');

let readyState: DocumentReadyState;

beforeEach(() => {
  // The figures are kept for the visit: each test is a fresh visit.
  vi.resetModules();
  FakeObserver.all = [];
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AboutSection', () => {
  it('asks for nothing and shows no number until the section nears the viewport', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<AboutSection />);
    expect(fetch).not.toHaveBeenCalled();
    for (const term of ['Fragrances', 'Perfume houses', 'Customer reviews']) {
      expect(figure(term).textContent).toBe('—counting');
    }
    expect(screen.getByText('Fragrances').closest('dl')?.getAttribute('aria-busy')).toBe('true');
    expect(FakeObserver.all.at(-1)?.options?.rootMargin).toMatch(/^\d+px/);
  });

  it('waits for the page to finish loading before it watches the section', async () => {
    readyState = 'loading';
    const fetch = vi.fn(async () => json(200, catalogue));
    vi.stubGlobal('fetch', fetch);
    render(<AboutSection />);
    expect(FakeObserver.all).toHaveLength(0);
    readyState = 'complete';
    await act(async () => window.dispatchEvent(new Event('load')));
    expect(FakeObserver.all.length).toBeGreaterThan(0);
    await comeNear();
    expect(await screen.findByText('310+')).toBeInTheDocument();
  });

  it('counts the served catalogue once it comes near: fragrances, houses and reviews, rounded down', async () => {
    const fetch = vi.fn(async () => json(200, catalogue));
    vi.stubGlobal('fetch', fetch);
    render(<AboutSection />);
    await comeNear();
    await screen.findByText('310+');
    expect(figure('Fragrances').textContent).toBe('310+');
    expect(figure('Perfume houses').textContent).toBe('50+');
    expect(figure('Customer reviews').textContent).toBe('792k+');
    expect(screen.getByText('Fragrances').closest('dl')?.getAttribute('aria-busy')).toBe('false');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/customer/products');
    expect(FakeObserver.all.every((observer) => observer.disconnected)).toBe(true);
  });

  it('shows no made-up number when the catalogue cannot be read, and asks again on the next visit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { error: 'Service unavailable' })),
    );
    render(<AboutSection />);
    await comeNear();
    await vi.waitFor(() => expect(figure('Fragrances').textContent).toBe('—not available'));
    expect(figure('Perfume houses').textContent).toBe('—not available');
    expect(screen.queryByText(/\d/)).toBeNull();

    cleanup();
    const fetch = vi.fn(async () => json(200, catalogue));
    vi.stubGlobal('fetch', fetch);
    render(<AboutSection />);
    await comeNear();
    expect(await screen.findByText('310+')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops watching when the page is left before the section came near', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { unmount } = render(<AboutSection />);
    unmount();
    expect(FakeObserver.all.every((observer) => observer.disconnected)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
