import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopToolbar } from './shop-toolbar';

const props = (onChange = vi.fn()) => ({
  search: '',
  sort: undefined,
  onChange,
  filtersId: 'filters',
  filtersOpen: false,
  activeFilterCount: 0,
  onOpenFilters: () => undefined,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ShopToolbar on the shop drawn at build time', () => {
  it('searches for words typed into the drawn box before the app took the page over, and keeps them', async () => {
    const onChange = vi.fn();
    const page = document.createElement('div');
    page.innerHTML = renderToString(<ShopToolbar {...props()} />);
    document.body.append(page);
    const box = page.querySelector<HTMLInputElement>('input[type="search"]')!;
    box.value = 'rose ';

    await act(async () => {
      hydrateRoot(page, <ShopToolbar {...props(onChange)} />);
    });
    expect(onChange).toHaveBeenCalledWith({ search: 'rose' });
    expect(box.value).toBe('rose ');
  });

  it('asks for nothing when nothing was typed', async () => {
    const onChange = vi.fn();
    const page = document.createElement('div');
    page.innerHTML = renderToString(<ShopToolbar {...props()} />);
    document.body.append(page);
    await act(async () => {
      hydrateRoot(page, <ShopToolbar {...props(onChange)} />);
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ShopToolbar keeps the keyboard off the drawn sort menu', () => {
  it('draws the sort menu inert, and hydrated it takes the keyboard; the search box never is inert', async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<ShopToolbar {...props()} />);
    document.body.append(page);
    const sort = () => page.querySelector('select')!.closest('label')!;
    expect(sort().hasAttribute('inert')).toBe(true);
    expect(page.querySelector('input[type="search"]')!.closest('[inert]')).toBeNull();

    await act(async () => {
      hydrateRoot(page, <ShopToolbar {...props()} />);
    });
    expect(sort().hasAttribute('inert')).toBe(false);
  });

  it('is never inert on a page the browser draws itself', async () => {
    const page = document.createElement('div');
    document.body.append(page);
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => seen.push(page.querySelector('[inert]') !== null));
    observer.observe(page, { subtree: true, childList: true, attributes: true });
    await act(async () => {
      createRoot(page).render(<ShopToolbar {...props()} />);
    });
    observer.disconnect();
    expect(page.querySelector('select')).not.toBeNull();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(true);
  });
});
