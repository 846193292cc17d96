import { describe, expect, it } from 'vitest';
import { plainCellValue } from './sheet-cell';

describe('plainCellValue', () => {
  it('keeps text and numbers, and empties nothing', () => {
    expect(plainCellValue('Rose Noir')).toBe('Rose Noir');
    expect(plainCellValue(89.99)).toBe(89.99);
    expect(plainCellValue(null)).toBe('');
    expect(plainCellValue(undefined)).toBe('');
    expect(plainCellValue(Number.NaN)).toBe('');
  });

  it('reads rich text, hyperlinks and formula results', () => {
    expect(plainCellValue({ richText: [{ text: 'Rose ' }, { text: 'Noir' }] })).toBe('Rose Noir');
    expect(plainCellValue({ text: 'https://example.com/a.jpg', hyperlink: 'https://example.com/a.jpg' })).toBe('https://example.com/a.jpg');
    expect(plainCellValue({ formula: 'A1*2', result: 12 })).toBe(12);
    expect(plainCellValue({ error: '#DIV/0!' })).toBe('');
  });

  it('writes dates as ISO text and booleans as words', () => {
    expect(plainCellValue(new Date('2025-01-02T03:04:05.000Z'))).toBe('2025-01-02T03:04:05.000Z');
    expect(plainCellValue(true)).toBe('true');
  });
});
