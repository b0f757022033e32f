import { describe, expect, it } from 'vitest';
import { isStructuredCommunication, structuredCommunication } from './structured-communication.ts';

describe('Belgian structured communication', () => {
  it('writes ten digits with their remainder modulo 97 as +++ddd/dddd/ddddd+++', () => {
    expect(structuredCommunication(1_234_567_890)).toBe('+++123/4567/89002+++');
    expect(structuredCommunication(42)).toBe('+++000/0000/04242+++');
  });

  it('takes 97 where the remainder is 0', () => {
    expect(structuredCommunication(97)).toBe('+++000/0000/09797+++');
  });

  it('checks the digits of a communication', () => {
    expect(isStructuredCommunication('+++123/4567/89002+++')).toBe(true);
    expect(isStructuredCommunication('+++123/4567/89003+++')).toBe(false);
    expect(isStructuredCommunication('123/4567/89002')).toBe(false);
  });
});
