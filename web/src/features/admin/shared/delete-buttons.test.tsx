import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Promotion } from '@shared/cart/promo-codes';
import { aProduct } from '@shared/test-support/product-fixture';
import { MemoryRouter } from 'react-router-dom';
import { BrandList } from '../brands/components/brand-list';
import { ProductDetailDialog } from '../products/components/product-detail-dialog';
import { ProductRowActions } from '../products/components/product-row-actions';
import { PromotionTable } from '../promotions/components/promotion-table';
import { SubscriberList } from '../subscribers/components/subscriber-list';

const none = () => undefined;
const promotion: Promotion = {
  code: 'SAVE20',
  kind: 'percent',
  value: 20,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstOrderOnly: false,
  active: true,
  uses: 0,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

afterEach(cleanup);

describe('the Delete buttons of the admin screens', () => {
  it('all share one style, quieter than the confirmation that follows them', () => {
    const product = aProduct({ product_id: 'R-1', name: 'Rose Noir' });
    render(
      <MemoryRouter>
        <ProductRowActions product={product} onView={none} onEdit={none} onDelete={none} />
        <BrandList brands={[{ id: 'b1', brandName: 'Dior', productCount: 2 }]} deletingId={null} onEdit={none} onDelete={none} />
        <PromotionTable promotions={[promotion]} busyCode={null} onEdit={none} onToggle={none} onDelete={none} />
        <SubscriberList
          subscribers={[{ _id: 's1', email: 'a@b.test', createdAt: '2026-01-02T03:04:05.000Z' }]}
          removingId={null}
          onRemove={none}
        />
      </MemoryRouter>,
    );
    const rowButtons = [
      screen.getByRole('button', { name: 'Delete Rose Noir' }),
      screen.getByRole('button', { name: 'Delete Dior' }),
      screen.getByRole('button', { name: 'Delete SAVE20' }),
      screen.getByRole('button', { name: /^Remove/ }),
    ];
    cleanup();
    render(
      <MemoryRouter>
        <ProductDetailDialog product={product} onClose={none} onEdit={none} onDelete={none} />
      </MemoryRouter>,
    );
    const styles = [...rowButtons, screen.getByRole('button', { name: 'Delete' })].map((button) => button.className);
    expect(new Set(styles)).toEqual(new Set(['button button--small button--danger-ghost']));
  });
});
