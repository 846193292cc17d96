import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { PageFooter } from './page-footer';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageFooter />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('PageFooter', () => {
  it("gives the admin area its own minimal footer, without the shop's links", () => {
    for (const path of ['/admin', '/admin/orders', '/admin/Subscribers']) {
      renderAt(path);
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).queryByRole('navigation')).toBeNull();
      expect(within(footer).queryByRole('link', { name: 'Shop Now' })).toBeNull();
      expect(within(footer).getByText(/Maison · Administration/)).toBeInTheDocument();
      expect(within(footer).getByRole('link', { name: 'View the shop' }).getAttribute('href')).toBe('/');
      cleanup();
    }
  });

  it("keeps the shop's footer everywhere else", () => {
    for (const path of ['/', '/shop', '/administrator', '/orders']) {
      renderAt(path);
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('navigation', { name: 'Customer Care' })).toBeInTheDocument();
      expect(within(footer).queryByText(/Administration/)).toBeNull();
      cleanup();
    }
  });
});
