import { describe, expect, it } from 'vitest';
import { BRAND_MESSAGES, brandFailureMessage, brandUpdatedMessage, productCountLabel } from './brand-messages';

describe('brandFailureMessage', () => {
  it("names the action and the server's message, word for word", () => {
    expect(brandFailureMessage('add', 'A brand named Dior already exists')).toBe('Failed to add brand: A brand named Dior already exists');
    expect(brandFailureMessage('update', 'Brand not found')).toBe('Failed to update brand: Brand not found');
    expect(brandFailureMessage('delete', 'Brand is used by 3 products')).toBe('Failed to delete brand: Brand is used by 3 products');
  });

  it("says 'Unknown error' when there is no text to show", () => {
    expect(brandFailureMessage('add', undefined)).toBe('Failed to add brand: Unknown error');
    expect(brandFailureMessage('delete', '  ')).toBe('Failed to delete brand: Unknown error');
    expect(brandFailureMessage('update', { message: 'x' })).toBe('Failed to update brand: Unknown error');
  });
});

describe('brandUpdatedMessage', () => {
  it('tells how many products took the new name', () => {
    expect(brandUpdatedMessage(3)).toBe('Brand updated; 3 products updated');
    expect(brandUpdatedMessage(1)).toBe('Brand updated; 1 product updated');
    expect(brandUpdatedMessage(0)).toBe('Brand updated; 0 products updated');
  });

  it('reads a missing or odd count as none', () => {
    expect(brandUpdatedMessage(undefined)).toBe('Brand updated; 0 products updated');
    expect(brandUpdatedMessage(Number.NaN)).toBe('Brand updated; 0 products updated');
  });
});

describe('productCountLabel', () => {
  it('counts products in words', () => {
    expect(productCountLabel(0)).toBe('No products');
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(12)).toBe('12 products');
  });
});

describe('BRAND_MESSAGES', () => {
  it('keeps the spec texts', () => {
    expect(BRAND_MESSAGES.nameRequired).toBe('Brand name is required');
    expect(BRAND_MESSAGES.deleteConfirm).toBe('Are you sure you want to delete this brand?');
  });
});
