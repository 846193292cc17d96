import { describe, expect, it } from 'vitest';
import { type ServerCartItem, bottleSize, splitByStock, toCartLine, toCartLines } from './cart-line';

const item: ServerCartItem = {
  productId: 'P1',
  quantity: 2,
  product: { name: 'Rose Noir', brand: 'Atelier', retail_price: 80, cost_price: 100, image_url: '/r.jpg', stock_quantity: 4 },
};

describe('bottleSize', () => {
  it("takes the bottle's size from the product's name", () => {
    expect(bottleSize('Blu Mediterraneo Arancia di Capri Eau de Toilette 75ml')).toBe('75ml');
    expect(bottleSize('Sauvage Travel Spray 10ml')).toBe('10ml');
    expect(bottleSize('Colonia Eau de Cologne 100ml')).toBe('100ml');
    expect(bottleSize('Bloom Mini 7.4ml')).toBe('7.4ml');
  });

  it("gives a set's bottles as count × size, and a gift set's main bottle", () => {
    expect(bottleSize('Blu Mediterraneo Miniature Set 5×5ml')).toBe('5×5ml');
    expect(bottleSize('Discovery Set 4 x 7.5 ML')).toBe('4×7.5ml');
    expect(bottleSize('Good Girl Gift Set 80ml + Body Lotion + 10ml')).toBe('80ml');
  });

  it('falls back to 100ml when the name gives no size', () => {
    expect(bottleSize('Rose Noir')).toBe('100ml');
    expect(bottleSize('No. 5 Body Cream')).toBe('100ml');
  });
});

describe('toCartLine', () => {
  it("shows the size the product's name gives", () => {
    expect(toCartLine({ ...item, product: { ...item.product, name: 'Rose Noir Eau de Toilette 75ml' } })?.size).toBe('75ml');
  });

  it('maps the server item', () => {
    expect(toCartLine(item)).toEqual({
      productId: 'P1',
      name: 'Rose Noir',
      brand: 'Atelier',
      price: 80,
      originalPrice: 100,
      quantity: 2,
      image: '/r.jpg',
      size: '100ml',
      stockQuantity: 4,
      inStock: true,
    });
  });

  it("defaults the brand to 'Unknown Brand' and the price to 0", () => {
    const line = toCartLine({ productId: 'P1', quantity: 1, product: { name: 'X', brand: '' } });
    expect(line?.brand).toBe('Unknown Brand');
    expect(line?.price).toBe(0);
    expect(toCartLine({ productId: 'P1', quantity: 1, product: { name: 'X' } })?.brand).toBe('Unknown Brand');
  });

  it('sets originalPrice only when the cost is above retail', () => {
    expect(toCartLine({ ...item, product: { ...item.product, cost_price: 80 } })).not.toHaveProperty('originalPrice');
    expect(toCartLine({ ...item, product: { ...item.product, cost_price: 60 } })).not.toHaveProperty('originalPrice');
    expect(toCartLine({ ...item, product: { ...item.product, cost_price: undefined } })).not.toHaveProperty('originalPrice');
    expect(toCartLine({ ...item, product: { ...item.product, retail_price: undefined } })).not.toHaveProperty('originalPrice');
  });

  it('marks a line out of stock at 0 or unknown stock', () => {
    expect(toCartLine({ ...item, product: { ...item.product, stock_quantity: 0 } })).toMatchObject({ stockQuantity: 0, inStock: false });
    expect(toCartLine({ ...item, product: { ...item.product, stock_quantity: undefined } })).toMatchObject({ inStock: false });
  });

  it('drops items lacking a product, a name or a productId', () => {
    expect(toCartLine({ ...item, product: null })).toBeNull();
    expect(toCartLine({ ...item, product: undefined })).toBeNull();
    expect(toCartLine({ ...item, product: { ...item.product, name: '' } })).toBeNull();
    expect(toCartLine({ ...item, productId: '' })).toBeNull();
    expect(toCartLine({ ...item, productId: undefined })).toBeNull();
  });

  it('drops items with a quantity of 0 or less', () => {
    expect(toCartLine({ ...item, quantity: 0 })).toBeNull();
    expect(toCartLine({ ...item, quantity: -1 })).toBeNull();
    expect(toCartLine({ ...item, quantity: null })).toBeNull();
  });
});

describe('toCartLines and splitByStock', () => {
  it('keeps the usable lines in order and splits them by stock', () => {
    const lines = toCartLines([
      item,
      { ...item, productId: 'gone', product: null },
      { ...item, productId: 'P2', product: { ...item.product, stock_quantity: 0 } },
    ]);
    expect(lines.map((l) => l.productId)).toEqual(['P1', 'P2']);
    const { available, outOfStock } = splitByStock(lines);
    expect(available.map((l) => l.productId)).toEqual(['P1']);
    expect(outOfStock.map((l) => l.productId)).toEqual(['P2']);
    expect(toCartLines(undefined)).toEqual([]);
  });
});
