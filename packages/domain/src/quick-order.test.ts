import { describe, expect, it } from 'vitest';
import { parseQuickOrderText, parseTypedQuantity } from './quick-order.ts';

describe('parseTypedQuantity', () => {
  it('reads whole numbers, a decimal point and the Belgian decimal comma', () => {
    expect(['3', ' 2.5 ', '2,5', '1 000'].map(parseTypedQuantity)).toEqual([3, 2.5, 2.5, 1000]);
  });

  it('answers null for nothing and NaN for what is no quantity', () => {
    expect(parseTypedQuantity('  ')).toBeNull();
    expect(parseTypedQuantity('twee')).toBeNaN();
    expect(parseTypedQuantity('-1')).toBeNaN();
  });
});

describe('parseQuickOrderText', () => {
  it('reads what Excel copies (tabs) and what Belgian Excel saves (semicolons), quantities optional', () => {
    expect(parseQuickOrderText('100001\t4\r\n100002\t2,5\r\n100003\r\n')).toEqual([
      { number: '100001', quantity: 4 },
      { number: '100002', quantity: 2.5 },
      { number: '100003', quantity: null },
    ]);
    expect(parseQuickOrderText('ABC-1;3\nABC-2;1')).toEqual([
      { number: 'ABC-1', quantity: 3 },
      { number: 'ABC-2', quantity: 1 },
    ]);
  });

  it('leaves out a header line and keeps a wrong quantity further down to show it', () => {
    expect(parseQuickOrderText('artikelnummer;aantal\n100001;2\n100002;veel')).toEqual([
      { number: '100001', quantity: 2 },
      { number: '100002', quantity: null, invalidQuantity: 'veel' },
    ]);
  });

  it('reads a quoted decimal of a comma-separated file, and refuses a quote that never closes', () => {
    expect(parseQuickOrderText('100001,"2,5"')).toEqual([{ number: '100001', quantity: 2.5 }]);
    expect(parseQuickOrderText('100001,"2')).toBeNull();
  });
});
