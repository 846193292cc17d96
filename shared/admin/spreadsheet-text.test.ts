import { describe, expect, it } from 'vitest';
import { safeCellText } from './spreadsheet-text';

describe('safeCellText', () => {
  it('escapes text a spreadsheet would read as a formula', () => {
    expect(safeCellText('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(safeCellText('+1 555')).toBe("'+1 555");
    expect(safeCellText('-2')).toBe("'-2");
    expect(safeCellText('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('leaves other text alone', () => {
    expect(safeCellText('Rose Noir')).toBe('Rose Noir');
    expect(safeCellText('(555) 123-4567')).toBe('(555) 123-4567');
    expect(safeCellText(null)).toBe('');
  });
});
