import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterDrawer } from './filter-drawer';

const drawer = (
  <FilterDrawer id="filters" open={false} onClose={() => undefined} onClear={null} resultCount={12}>
    <label>
      <input type="checkbox" /> Floral
    </label>
  </FilterDrawer>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FilterDrawer on the shop drawn at build time', () => {
  it('is drawn inert, so no filter changes before the app has the page, and takes the keyboard once hydrated', async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(drawer);
    document.body.append(page);
    const filters = page.querySelector('#filters')!;
    expect(filters.hasAttribute('inert')).toBe(true);

    await act(async () => {
      hydrateRoot(page, drawer);
    });
    expect(page.querySelector('#filters')).toBe(filters);
    expect(filters.hasAttribute('inert')).toBe(false);
  });
});
