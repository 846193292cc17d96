import { publicProduct } from '@shared/catalog/public-product';
import { withSimilarScents } from '@shared/catalog/similar-scents';
import type { Product } from '@shared/types';

/** Products in the order the index lists them: DynamoDB sorts string keys by their UTF-8 bytes. */
function inIndexOrder(products: Product[]): Product[] {
  return products
    .map((product) => ({ product, key: Buffer.from(product.product_id, 'utf8') }))
    .sort((a, b) => Buffer.compare(a.key, b.key))
    .map(({ product }) => product);
}

/**
 * The catalogue as of now: the index's list, which may lag the table by a moment, with each
 * product a stream batch changed taken from a strongly consistent read instead (an id the reads
 * did not find has been deleted). In product id order, as the index lists it.
 */
export function withFreshReads(listed: Product[], changedIds: readonly string[], fresh: ReadonlyMap<string, Product>): Product[] {
  if (!changedIds.length) return listed;
  const byId = new Map(listed.map((product) => [product.product_id, product]));
  for (const id of changedIds) {
    const product = fresh.get(id);
    if (product) byId.set(id, product);
    else byId.delete(id);
  }
  return inIndexOrder([...byId.values()]);
}

// The public view of a product is a shared rule: the product pages rendered from the web's tree
// embed it too.
export { publicProduct };

/**
 * The catalogue's answer, `GET /api/customer/products`: the public view of each product, with
 * the ids of its similar scents (computed here, when the catalogue is published), as a JSON array, uncompressed (CloudFront, or the local gateway, compresses it for each viewer's
 * Accept-Encoding). Deterministic, so the same catalogue always has the same bytes and ETag.
 */
export function catalogueBody(products: Product[]): Buffer {
  return Buffer.from(JSON.stringify(withSimilarScents(products.map(publicProduct))), 'utf8');
}
