import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Product } from '@shared/types';
import { documentClient } from '../commons/document-client';
import { batchPut } from './batch-put';
import { GSI1, isConditionFailure, keys, queryAll, tableName, toCents, toDollars } from './table';

/** How a product is stored: prices in integer cents. */
export interface ProductItem {
  pk: string;
  sk: string;
  type: 'product';
  gsi1pk: 'PRODUCTS';
  gsi1sk: string;
  productId: string;
  name: string;
  brand: string;
  category: Product['category'];
  description?: string;
  imageUrl: string;
  retailCents: number;
  costCents?: number;
  rating: number;
  reviewCount: number;
  tags: string[];
  stock: number;
  createdAt: string;
  updatedAt: string;
  scentFamily?: Product['scent_family'];
  concentration?: Product['concentration'];
  notes?: Product['notes'];
}

export function toItem(product: Product, updatedAt = new Date().toISOString()): ProductItem {
  return {
    ...keys.product(product.product_id),
    type: 'product',
    gsi1pk: 'PRODUCTS',
    gsi1sk: product.product_id,
    productId: product.product_id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    imageUrl: product.image_url,
    retailCents: toCents(product.retail_price),
    costCents: product.cost_price === undefined ? undefined : toCents(product.cost_price),
    rating: product.rating,
    reviewCount: product.review_count,
    tags: product.tags,
    stock: product.stock_quantity,
    createdAt: product.created_at,
    updatedAt,
    ...(product.scent_family ? { scentFamily: product.scent_family } : {}),
    ...(product.concentration ? { concentration: product.concentration } : {}),
    ...(product.notes ? { notes: product.notes } : {}),
  };
}

export function fromItem(item: ProductItem): Product {
  return {
    product_id: item.productId,
    name: item.name,
    brand: item.brand,
    category: item.category,
    ...(item.description ? { description: item.description } : {}),
    image_url: item.imageUrl,
    retail_price: toDollars(item.retailCents),
    ...(item.costCents === undefined ? {} : { cost_price: toDollars(item.costCents) }),
    rating: item.rating,
    review_count: item.reviewCount,
    tags: item.tags ?? [],
    stock_quantity: item.stock,
    created_at: item.createdAt,
    ...(item.scentFamily ? { scent_family: item.scentFamily } : {}),
    ...(item.concentration ? { concentration: item.concentration } : {}),
    ...(item.notes ? { notes: { top: item.notes.top ?? [], heart: item.notes.heart ?? [], base: item.notes.base ?? [] } } : {}),
  };
}

/** A product with when it last changed, which the public view leaves out: the sitemap's lastmod. */
export interface DatedProduct {
  product: Product;
  updatedAt: string;
}

function datedFromItem(item: ProductItem): DatedProduct {
  return { product: fromItem(item), updatedAt: item.updatedAt ?? item.createdAt };
}

/** All products, in product id order (the storefront sorts and filters them itself). */
export async function listProducts(): Promise<Product[]> {
  return (await listDatedProducts()).map((dated) => dated.product);
}

/** All products with their last change, in product id order. */
export async function listDatedProducts(): Promise<DatedProduct[]> {
  const items = await queryAll<ProductItem>({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': 'PRODUCTS' },
  });
  return items.map(datedFromItem);
}

/**
 * Products by id, read strongly consistent from the table itself (the index may lag it), with
 * their last change; an id missing from the answer has no product.
 */
export async function readDatedProducts(ids: readonly string[]): Promise<Map<string, DatedProduct>> {
  const found = new Map<string, DatedProduct>();
  for (let i = 0; i < ids.length; i += 100) {
    let wanted: Record<string, unknown>[] = ids.slice(i, i + 100).map((id) => keys.product(id));
    for (let attempt = 0; wanted.length; attempt += 1) {
      if (attempt > 8) throw new Error('DynamoDB kept product reads unprocessed');
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const out = await documentClient().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: wanted, ConsistentRead: true } },
        }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) {
        if (item.type === 'product') found.set(String(item.productId), datedFromItem(item as ProductItem));
      }
      wanted = out.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return found;
}

/** One product by id, or undefined. */
export async function getProduct(productId: string): Promise<Product | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.product(productId) }));
  return out.Item ? fromItem(out.Item as ProductItem) : undefined;
}

/** Creates a product unless one with its id exists; answers whether it was created. */
export async function createProductIfAbsent(product: Product): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: toItem(product),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A stock figure an admin typed over the figure they saw: `from` the stock shown, `to` the new one. */
export interface StockMove {
  from: number;
  to: number;
}

/** How an admin's save went: saved, no such product, or refused because the stock is no longer what the admin saw. */
export type AdminSaveOutcome = { saved: Product } | { missing: true } | { stockNow: number };

/** The product's stock now, read strongly consistent; undefined when there is no such product. */
async function stockNow(productId: string): Promise<number | undefined> {
  const out = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.product(productId),
      ConsistentRead: true,
      ProjectionExpression: 'stock',
    }),
  );
  return out.Item ? Number(out.Item.stock) : undefined;
}

/** Runs an admin's conditional update, telling a deleted product from a stock that moved under the admin. */
async function adminUpdate(productId: string, command: UpdateCommand): Promise<AdminSaveOutcome> {
  try {
    const out = await documentClient().send(command);
    return { saved: fromItem(out.Attributes as ProductItem) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const stock = await stockNow(productId);
    return stock === undefined ? { missing: true } : { stockNow: stock };
  }
}

/**
 * Saves an admin's edit of an existing product's details, never its stock unless `stock` moves it:
 * sales take stock away concurrently, so an admin's write is never blind. The stock is set only
 * while it still holds the figure the admin saw (`stock.from`); otherwise nothing is written and the
 * stock as it is now comes back. Reviews and the creation date come from the caller's product.
 */
export async function updateProductDetails(product: Product, stock?: StockMove, now = new Date()): Promise<AdminSaveOutcome> {
  const { pk: _pk, sk: _sk, stock: _stock, ...fields } = toItem(product, now.toISOString());
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    names[`#${name}`] = name;
    if (value === undefined) removes.push(`#${name}`);
    else {
      values[`:${name}`] = value;
      sets.push(`#${name} = :${name}`);
    }
  }
  let condition = 'attribute_exists(pk)';
  if (stock) {
    names['#stock'] = 'stock';
    values[':stockFrom'] = stock.from;
    values[':stockTo'] = stock.to;
    sets.push('#stock = :stockTo');
    condition += ' AND #stock = :stockFrom';
  }
  return adminUpdate(
    product.product_id,
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.product(product.product_id),
      ConditionExpression: condition,
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
}

/** Deletes a product; answers whether it existed. */
export async function deleteProduct(productId: string): Promise<boolean> {
  const out = await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.product(productId), ReturnValues: 'ALL_OLD' }),
  );
  return Boolean(out.Attributes);
}

/** Sets one product's stock, and only its stock, while it still holds the figure the admin saw. */
export async function setProductStock(productId: string, stock: StockMove, now = new Date()): Promise<AdminSaveOutcome> {
  return adminUpdate(
    productId,
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.product(productId),
      ConditionExpression: 'attribute_exists(pk) AND stock = :from',
      UpdateExpression: 'SET stock = :to, updatedAt = :at',
      ExpressionAttributeValues: { ':from': stock.from, ':to': stock.to, ':at': now.toISOString() },
      ReturnValues: 'ALL_NEW',
    }),
  );
}

/** Renames the brand on one product (a brand rename carries to its products). */
export async function setProductBrand(productId: string, brand: string, now = new Date()): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.product(productId),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: 'SET brand = :b, updatedAt = :at',
        ExpressionAttributeValues: { ':b': brand, ':at': now.toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Stores many products whole (bulk import), in batches. */
export async function putProducts(products: readonly Product[], now = new Date()): Promise<void> {
  const at = now.toISOString();
  await batchPut(products.map((product) => toItem(product, at)));
}
