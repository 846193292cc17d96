import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aProduct } from '@shared/test-support/product-fixture';
import { SCENT_FAMILY_DESCRIPTIONS } from '@shared/catalog/scent-profile';
import { ScentProfile } from './scent-profile';

afterEach(cleanup);

const mojave = aProduct({
  scent_family: 'Woody',
  concentration: 'Eau de Parfum',
  notes: { top: ['Ambrette', 'Bergamot'], heart: ['Magnolia', 'Violet'], base: ['Sandalwood', 'Cedar', 'Musk'] },
});

describe('the scent profile', () => {
  it('reads to a screen reader as three named lists, top to base', () => {
    render(<ScentProfile product={mojave} headingLevel={2} />);
    const section = screen.getByRole('region', { name: 'Scent profile' });
    const lists = within(section).getAllByRole('list');
    expect(
      lists.map(
        (list) => list.getAttribute('aria-labelledby') && document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Top notes', 'Heart notes', 'Base notes']);
    expect(
      within(screen.getByRole('list', { name: 'Base notes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sandalwood', 'Cedar', 'Musk']);
    expect(screen.getByRole('heading', { level: 2, name: 'Scent profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Heart notes' })).toBeInTheDocument();
  });

  it('names the family, says what it means, and the concentration', () => {
    render(<ScentProfile product={mojave} headingLevel={3} />);
    expect(screen.getByText(SCENT_FAMILY_DESCRIPTIONS.Woody)).toBeInTheDocument();
    expect(screen.getByText('Eau de Parfum')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Top notes' })).toBeInTheDocument();
  });

  it('leaves out an empty tier, and shows nothing for a product without a profile', () => {
    const { rerender } = render(
      <ScentProfile product={{ ...mojave, notes: { top: [], heart: ['Iris'], base: ['Musk'] } }} headingLevel={2} />,
    );
    expect(screen.queryByRole('list', { name: 'Top notes' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Heart notes' })).toBeInTheDocument();
    rerender(<ScentProfile product={aProduct()} headingLevel={2} />);
    expect(screen.queryByRole('region', { name: 'Scent profile' })).toBeNull();
  });
});
