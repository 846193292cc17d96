import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { render } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { aProduct } from '@shared/test-support/product-fixture';
import type { Product } from '@shared/types';
import { ScentFinderPage } from './scent-finder-page';

const catalogue: Product[] = [
  aProduct({
    product_id: 'praline',
    name: 'Praline Moon',
    brand: 'Atelier',
    category: 'Women',
    retail_price: 150,
    scent_family: 'Gourmand',
    tags: ['evening'],
    notes: { top: ['Pear'], heart: ['Praline'], base: ['Vanilla', 'Tonka Bean'] },
  }),
  aProduct({
    product_id: 'oud',
    name: 'Oud Royal',
    brand: 'Bois',
    category: 'Unisex',
    retail_price: 180,
    rating: 4,
    scent_family: 'Gourmand',
    notes: { top: ['Saffron'], heart: ['Rose'], base: ['Oud', 'Vanilla'] },
  }),
  aProduct({
    product_id: 'citrus',
    name: 'Citrus Day',
    brand: 'Citron',
    category: 'Men',
    retail_price: 80,
    scent_family: 'Fresh/Citrus',
    tags: ['daytime'],
    notes: { top: ['Lemon'], heart: ['Neroli'], base: ['Musk'] },
  }),
];

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

function renderFinder(at = '/scent-finder') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(catalogue)),
  );
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ScentFinderPage />
      <Where />
    </MemoryRouter>,
  );
}

const group = (name: string) => screen.getByRole('group', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the scent finder', () => {
  it('asks five questions, then lists the matches with why, the answers kept in the address', async () => {
    renderFinder();
    expect(screen.getByRole('heading', { level: 1, name: 'Scent finder' })).toBeInTheDocument();
    fireEvent.click(within(group('Who is it for?')).getByRole('radio', { name: 'For her' }));
    fireEvent.click(within(group('Which families do you like?')).getByRole('checkbox', { name: 'Gourmand' }));
    fireEvent.click(await within(group('Notes you love')).findByRole('checkbox', { name: 'Vanilla' }));
    fireEvent.click(within(group("Notes you'd rather avoid")).getByRole('checkbox', { name: 'Oud' }));
    fireEvent.click(within(group('Day or evening?')).getByRole('radio', { name: 'Evening' }));
    fireEvent.click(within(group('Your budget')).getByRole('radio', { name: '$100 to $200' }));
    // A note loved cannot be avoided too.
    expect((within(group("Notes you'd rather avoid")).getByRole('checkbox', { name: 'Vanilla' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Your matches' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show my matches' }));
    expect(screen.getByTestId('where').textContent).toBe('?for=women&family=Gourmand&love=Vanilla&avoid=Oud&when=evening&budget=100-200');
    const results = screen.getByRole('region', { name: 'Your matches' });
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link', { name: 'Praline Moon' }).getAttribute('href')).toBe('/products/praline');
    expect(within(items[0]!).getByText('Vanilla, like the gourmands you picked; made for the evening')).toBeInTheDocument();
    expect(within(results).getByText('1 match, best first.')).toBeInTheDocument();
  });

  it('shows the matches of a shared link at once, its answers ticked', async () => {
    renderFinder('/scent-finder?family=Gourmand&love=Vanilla');
    const results = screen.getByRole('region', { name: 'Your matches' });
    expect(await within(results).findByRole('link', { name: 'Praline Moon' })).toBeInTheDocument();
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Praline Moon', 'Oud Royal']);
    expect((within(group('Which families do you like?')).getByRole('checkbox', { name: 'Gourmand' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('says so when nothing matches, and asks for an answer that can rank', async () => {
    renderFinder('/scent-finder?family=Leather');
    expect(await screen.findByText(/Nothing matches all of that/)).toBeInTheDocument();
    cleanup();
    renderFinder('/scent-finder?for=men');
    expect(screen.queryByRole('region', { name: 'Your matches' })).toBeNull();
    expect(screen.getByText(/Pick a family, a note you love, or day or evening/)).toBeInTheDocument();
  });

  it('lets no more than three families be picked', async () => {
    renderFinder();
    const families = group('Which families do you like?');
    for (const name of ['Floral', 'Woody', 'Gourmand']) fireEvent.click(within(families).getByRole('checkbox', { name }));
    expect((within(families).getByRole('checkbox', { name: 'Chypre' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(families).getByRole('checkbox', { name: 'Woody' }));
    expect((within(families).getByRole('checkbox', { name: 'Chypre' }) as HTMLInputElement).disabled).toBe(false);
  });
});
