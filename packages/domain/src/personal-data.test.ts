import { describe, expect, it } from 'vitest';
import {
  erasedIdentity,
  erasedMark,
  namesPerson,
  type PersonIdentity,
  withoutPerson,
  withoutPersonIn,
} from './personal-data.ts';

const jan: PersonIdentity = {
  username: 'jan.peeters',
  email: 'Jan.Peeters@bouw.example',
  firstName: 'Jan',
  lastName: 'Peeters',
  phones: ['+32 475 12 34 56', null],
};

describe('personal data', () => {
  it.each([
    ['Call Jan Peeters at the gate', true],
    ['deliver to PEETERS  jan', true],
    ['Mail jan.peeters@bouw.example when it ships', true],
    ['ask for user jan.peeters', true],
    ['phone +32 475/12.34.56 before noon', true],
    ['phone +32475123456', true],
    ['Gate 3, ask for Jan', false],
    ['Peeters & Zonen deliver the pallets', false],
    ['Order 475 12, position 34', false],
    ['', false],
    [null, false],
  ])('finds whether "%s" names the person: %s', (text, names) => {
    expect(namesPerson(text, jan)).toBe(names);
  });

  it('counts no mark too short to mean the person', () => {
    const shortNamed = { ...jan, firstName: 'A', lastName: 'B', username: 'ab', phones: ['12'] };
    expect(namesPerson('A B signs for 12 boxes', shortNamed)).toBe(false);
    expect(namesPerson('mail to jan.peeters@bouw.example', shortNamed)).toBe(true);
  });

  it('leaves a text that does not name the person as it was, and marks one that does', () => {
    expect(withoutPerson('Gate 3', jan)).toBe('Gate 3');
    expect(withoutPerson(null, jan)).toBe(null);
    expect(withoutPerson('Ring Jan Peeters', jan)).toBe(erasedMark);
  });

  it.each([
    ['a text', 'Jan Peeters', erasedMark],
    ['a number', 42, 42],
    ['null', null, null],
    ['a list', ['Gate 3', 'jan.peeters'], ['Gate 3', erasedMark]],
    [
      'a record in a list',
      [{ contactPerson: 'Peeters Jan', city: 'Gent', floors: [1, 2] }],
      [{ contactPerson: erasedMark, city: 'Gent', floors: [1, 2] }],
    ],
  ])('marks every text naming the person in %s', (_what, value, expected) => {
    expect(withoutPersonIn(value, jan)).toEqual(expected);
  });

  it('names an erased user by their id alone, at an address no mail reaches', () => {
    const erased = erasedIdentity('0190A1B2-C3D4-7E5F-8A9B-0C1D2E3F4A5B');
    expect(erased).toEqual({
      username: 'erased-0190a1b2c3d47e5f8a9b0c1d2e3f4a5b',
      email: 'erased-0190a1b2c3d47e5f8a9b0c1d2e3f4a5b@erased.invalid',
      firstName: 'Erased',
      lastName: 'person',
    });
  });
});
