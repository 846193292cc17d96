import { describe, expect, it } from 'vitest';
import { counted } from './count';

describe('counted', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(counted(1, 'item')).toBe('1 item');
    expect(counted(0, 'item')).toBe('0 items');
    expect(counted(2, 'item')).toBe('2 items');
    expect(counted(3, 'box', 'boxes')).toBe('3 boxes');
  });
});
