import type { Product } from '../types';

/** A complete product for tests, with the given fields changed. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 'P-001',
    name: 'Rose Noir',
    brand: 'Maison Atelier',
    category: 'Women',
    description: 'A dark rose.',
    image_url: '/images/rose-noir.jpg',
    retail_price: 100,
    cost_price: 80,
    rating: 4.5,
    review_count: 12,
    tags: ['floral', 'rose', 'evening'],
    stock_quantity: 20,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
