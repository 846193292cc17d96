import { useId } from 'react';
import { Link } from 'react-router-dom';
import { productPath } from '@shared/catalog/product-page';
import { formatMoney } from '@shared/format/money';
import type { RowProduct } from '@shared/catalog/product-page';
import { ProductImage } from '@/components/product-image';
import { SaleBadge, WasPrice } from '@/components/sale-price';

/** A row under a product page: small cards linking to other products' pages; nothing when empty. */
export function RelatedRow({ title, products }: { title: string; products: readonly RowProduct[] }) {
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <section className="related-row" aria-labelledby={titleId}>
      <h2 id={titleId} className="related-row__title">
        {title}
      </h2>
      <ul className="related-row__list">
        {products.map((product) => (
          <li key={product.product_id}>
            <RelatedCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// The picture and the name are one link, named by the product's name alone: the sale badge sits
// over the picture beside the link, not in it (the price line says "Was" to a screen reader).
function RelatedCard({ product }: { product: RowProduct }) {
  return (
    <article className="related-card" data-testid="related-card">
      <Link to={productPath(product.product_id)} className="related-card__link">
        <span className="related-card__media">
          <ProductImage src={product.image_url} alt="" size={240} />
        </span>
        <span className="related-card__name">{product.name}</span>
      </Link>
      <SaleBadge product={product} />
      <p className="related-card__brand">{product.brand}</p>
      <p className="related-card__price">
        {formatMoney(product.retail_price)} <WasPrice product={product} />
      </p>
    </article>
  );
}
