import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
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
