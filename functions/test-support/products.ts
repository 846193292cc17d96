import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import type { Product } from '@shared/types';
import { documentClient } from '../commons/clients';
import { createProductIfAbsent } from '../repositories/products';
import { keys, tableName } from '../repositories/table';

/**
 * Products a test owns: created with unique ids and chosen stock, and removed afterwards so
 * they never show in another suite's catalogue. Needs `useLocalCloud()` first.
 */
export function testProducts() {
  const made: string[] = [];
  return {
    async create(overrides: Partial<Product> = {}): Promise<Product> {
      const id = overrides.product_id ?? `test-${randomUUID().slice(0, 12)}`;
      const product: Product = {
        product_id: id,
        name: `Test Eau ${id.slice(-6)}`,
        brand: 'Test House',
        category: 'Unisex',
        image_url: '/images/test.svg',
        retail_price: 42.5,
        cost_price: 20,
        rating: 4.2,
        review_count: 3,
        tags: ['test'],
        stock_quantity: 10,
        created_at: new Date().toISOString(),
        ...overrides,
      };
      await createProductIfAbsent(product);
      made.push(id);
      return product;
    },
    /** A product the test makes another way (an upload), removed with the rest. */
    track(productId: string): void {
      made.push(productId);
    },
    /** Deletes a product now (to test a cart or wishlist line whose product went away). */
    async remove(productId: string): Promise<void> {
      await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.product(productId) }));
    },
    async removeAll(): Promise<void> {
      for (const id of made.splice(0)) await this.remove(id);
    },
  };
}
