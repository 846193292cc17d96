import { describe, expect, it } from 'vitest';
import { customerRoutes } from './customer';
import { newsletterRoutes } from './newsletter';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('customer route schemas', () => {
  const line = customerRoutes.addToCart.input;

  it('takes a product id and a whole quantity from 1 to 99', () => {
    expect(line.safeParse({ productId: ' rose ', quantity: 2 }).data).toEqual({ productId: 'rose', quantity: 2 });
    expect(firstMessage(line.safeParse({ productId: 'rose', quantity: 0 }))).toBe('Quantity must be at least 1');
    expect(firstMessage(line.safeParse({ productId: 'rose', quantity: 100 }))).toBe('Quantity must be at most 99');
    expect(firstMessage(line.safeParse({ productId: 'rose', quantity: 1.5 }))).toBe('Quantity must be a whole number');
    expect(firstMessage(line.safeParse({ productId: 'rose', quantity: '2' }))).toBe('Quantity must be a whole number');
    expect(firstMessage(line.safeParse({ productId: '  ', quantity: 1 }))).toBe('Product id is required');
    expect(firstMessage(line.safeParse({ quantity: 1 }))).toBe('Product id is required');
  });

  it('reads the order list query from strings, with defaults', () => {
    const query = customerRoutes.listMyOrders.query;
    expect(query.safeParse({}).data).toEqual({ page: 1, limit: 50 });
    expect(query.safeParse({ status: 'shipped', search: ' rose ', page: '2', limit: '10' }).data).toEqual({
      status: 'shipped',
      search: 'rose',
      page: 2,
      limit: 10,
    });
    expect(query.safeParse({ status: 'all' }).success).toBe(true);
    expect(firstMessage(query.safeParse({ status: 'lost' }))).toBe(
      'Status must be one of: pending, confirmed, processing, shipped, delivered, cancelled',
    );
    expect(firstMessage(query.safeParse({ page: '0' }))).toBe('Page must be at least 1');
    expect(firstMessage(query.safeParse({ page: 'two' }))).toBe('Page must be a whole number');
    expect(firstMessage(query.safeParse({ limit: '101' }))).toBe('Limit must be at most 100');
  });

  it('takes one order by a trimmed, bounded id', () => {
    const params = customerRoutes.getMyOrder.params;
    expect(params.safeParse({ orderId: ' abc ' }).data).toEqual({ orderId: 'abc' });
    expect(firstMessage(params.safeParse({ orderId: '  ' }))).toBe('Order id is required');
    expect(firstMessage(params.safeParse({ orderId: 'x'.repeat(101) }))).toBe('Order id is too long');
  });
});

describe('newsletter route schema', () => {
  const input = newsletterRoutes.subscribe.input;

  it('keeps a valid address trimmed and lower-cased', () => {
    expect(input.safeParse({ email: '  Ada@Example.COM ' }).data).toEqual({ email: 'ada@example.com' });
  });

  it.each([[''], ['no-at-sign'], ['a@b'], [`${'a'.repeat(250)}@example.com`], [42]])('refuses %j', (email) => {
    expect(firstMessage(input.safeParse({ email }))).toBe('Please enter a valid email.');
  });

  it('refuses a missing address', () => {
    expect(firstMessage(input.safeParse({}))).toBe('Please enter a valid email.');
  });
});
