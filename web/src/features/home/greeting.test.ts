import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('uses the stored username', () => {
    expect(greetingName('anna')).toBe('anna');
  });

  it("says 'there' when none is stored", () => {
    expect(greetingName(null)).toBe('there');
    expect(greetingName('')).toBe('there');
    expect(greetingName('  ')).toBe('there');
  });
});
