import { marginPercent } from '@shared/catalog/discount';
import { formatShortDate } from '@/lib/format/date';
import { formatMoney } from '@shared/format/money';
import type { Product } from '@shared/types';
import { ProductNameLink, ProductPictureLink } from '@/components/product-links';
import { AdminDialog } from '../../shared/admin-dialog';
import { ProductThumb } from './product-thumb';
import { StockBadge } from './stock-badge';

/** The margin as shown: (retail − cost) / retail to 1 decimal, '—' without a cost or a price. */
function marginText(product: Product): string {
  const margin = marginPercent(product);
  return margin === null ? '—' : `${margin.toFixed(1)}%`;
}

/** Everything about one product, with Edit and Delete at hand; its name and picture lead to its page in the shop. */
export function ProductDetailDialog({
  product,
  onClose,
  onEdit,
  onDelete,
}: {
  product: Product;
  onClose: () => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}) {
  const rows: [string, React.ReactNode][] = [
    ['Product ID', product.product_id],
    ['Brand', product.brand],
    ['Category', product.category],
    ['Tags', product.tags?.length ? product.tags.join(', ') : '—'],
    ['Rating', `${Number(product.rating ?? 0).toFixed(1)} / 5`],
    ['Cost price', product.cost_price === undefined ? '—' : formatMoney(product.cost_price)],
    ['Retail price', formatMoney(product.retail_price)],
    ['Margin', marginText(product)],
    ['Stock', <StockBadge key="stock" stock={product.stock_quantity} />],
    ['Added', formatShortDate(product.created_at) || '—'],
  ];
  return (
    <AdminDialog
      title={<ProductNameLink productId={product.product_id}>{product.name}</ProductNameLink>}
      wide
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost button--small" onClick={() => onEdit(product)}>
            Edit
          </button>
          <button type="button" className="button button--small button--danger-ghost" onClick={() => onDelete(product)}>
            Delete
          </button>
        </>
      }
    >
      <div className="product-detail">
        <div className="product-detail__picture">
          <ProductPictureLink productId={product.product_id}>
            <ProductThumb src={product.image_url} size={240} />
          </ProductPictureLink>
        </div>
        <div>
          <dl className="product-detail__facts">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {product.description && <p className="product-detail__description">{product.description}</p>}
        </div>
      </div>
    </AdminDialog>
  );
}
