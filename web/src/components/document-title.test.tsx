import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

afterEach(cleanup);

it('names the tab while shown, follows a new title and gives the previous one back when it goes', () => {
  document.title = 'Maison — Perfumes & Colognes';
  const { rerender, unmount } = render(<DocumentTitle>Shop — Maison</DocumentTitle>);
  expect(document.title).toBe('Shop — Maison');
  expect(document.body.querySelector('title')).toBeNull();

  rerender(<DocumentTitle>Checkout — Maison</DocumentTitle>);
  expect(document.title).toBe('Checkout — Maison');

  unmount();
  expect(document.title).toBe('Maison — Perfumes & Colognes');
});
