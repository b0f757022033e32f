/**
 * The rules of erasing a person (GDPR article 17) that every module applies alike: what an erased
 * user is called from then on, and when a free text someone wrote names the person.
 */

/** How a person is recognised in a text: their own data as the shop held it before erasure. */
export interface PersonIdentity {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Phone, mobile and fax numbers, as given. */
  phones: readonly (string | null)[];
}

/** What a free text that named an erased person holds from then on. */
export const erasedMark = '(erased)';

/**
 * The name, username and e-mail address of an erased user: the same for everybody but for the id,
 * so that orders keep a buyer who is nobody. The address lies in `.invalid`, which no mail reaches
 * (RFC 2606), and the username can never be typed at a login: it is kept only on a deleted user.
 */
export function erasedIdentity(userId: string) {
  const key = userId.replaceAll('-', '').toLowerCase();
  return {
    username: `erased-${key}`,
    email: `erased-${key}@erased.invalid`,
    firstName: 'Erased',
    lastName: 'person',
  };
}

/** Marks shorter than this would find the person in texts that only happen to hold a few letters. */
const shortestMark = 4;

/** A text as it is compared: lower case, without spaces, dots, dashes, slashes and brackets. */
const compact = (text: string) => text.toLowerCase().replace(/[\s./()-]+/g, '');

/**
 * The texts by which a person is named: their e-mail address, username, full name (either way
 * round) and phone numbers, compacted; a first or last name alone is too common to count.
 */
function marksOf(person: PersonIdentity): string[] {
  const first = person.firstName.trim();
  const last = person.lastName.trim();
  const names = first && last ? [`${first} ${last}`, `${last} ${first}`] : [];
  return [person.email, person.username, ...names, ...person.phones.filter((phone) => phone !== null)]
    .map(compact)
    .filter((mark) => mark.length >= shortestMark);
}

/** Whether a free text (a remark, a reason, a contact field) names the person. */
export function namesPerson(text: string | null | undefined, person: PersonIdentity): boolean {
  if (!text) return false;
  const compacted = compact(text);
  return marksOf(person).some((mark) => compacted.includes(mark));
}

/** A free text as erasure leaves it: `erasedMark` when it names the person, else as it was. */
export const withoutPerson = <Text extends string | null>(text: Text, person: PersonIdentity) =>
  namesPerson(text, person) ? erasedMark : text;

/** A recorded value (a text, a list, a record of them) with every text in it that names the person marked. */
export function withoutPersonIn(value: unknown, person: PersonIdentity): unknown {
  if (typeof value === 'string') return withoutPerson(value, person);
  if (Array.isArray(value)) return value.map((item) => withoutPersonIn(item, person));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutPersonIn(item, person)]),
    );
  return value;
}
