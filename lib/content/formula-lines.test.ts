import { parseFormulaLine } from './formula-lines';

describe('a worked formula line', () => {
  it('splits a label, the arithmetic and its result at the last "="', () => {
    expect(parseFormulaLine('input: 5,000 × $3 / 1,000,000 = $0.015')).toEqual({
      label: 'input',
      expression: '5,000 × $3 / 1,000,000',
      result: '$0.015',
    });
  });

  it('reads a line without "=" as a result alone, and one without a label as arithmetic', () => {
    expect(parseFormulaLine('total: $0.021 a request, or $420 a month')).toEqual({
      label: 'total',
      result: '$0.021 a request, or $420 a month',
    });
    expect(parseFormulaLine('$2,452 / ($0.83 - $0.017) = about 3,000 requests a month')).toEqual({
      expression: '$2,452 / ($0.83 \u2212 $0.017)',
      result: 'about 3,000 requests a month',
    });
  });

  it('sets a typed hyphen that means minus as the minus sign, and leaves other hyphens', () => {
    expect(parseFormulaLine('net: -$40 + 12 - 3 = -$31').expression).toBe(
      '\u2212$40 + 12 \u2212 3',
    );
    expect(parseFormulaLine('net: -$40 + 12 - 3 = -$31').result).toBe('\u2212$31');
    expect(parseFormulaLine('cached: 10-50% of $3 = a third-party rate').expression).toBe(
      '10-50% of $3',
    );
  });

  it('takes no label from a colon that follows a figure', () => {
    expect(parseFormulaLine('2 × 10:1 = 20')).toEqual({ expression: '2 × 10:1', result: '20' });
  });

  it('refuses a line that ends on "="', () => {
    expect(() => parseFormulaLine('input: 5,000 × $3 =')).toThrow(/nothing after/);
  });
});
