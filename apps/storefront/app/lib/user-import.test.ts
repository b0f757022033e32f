import { storefrontLocales } from '@tradeshop/domain';
import './i18n.server';
import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import { maxImportFileBytes } from './import-file';
import {
  type ImportFileProblem,
  importFileProblemMessage,
  importRowsOfFile,
  importRowsOfJson,
  importTemplateCsv,
  presetOf,
  rowProblemMessage,
} from './user-import';

const [dutch, english, french] = storefrontLocales;
const bytesOf = (text: string) => new TextEncoder().encode(text);
const rowsOf = (text: string) => {
  const result = importRowsOfFile(bytesOf(text));
  if (!result.ok) throw new Error(`Refused: ${result.problem.code}`);
  return result.rows;
};

describe('importRowsOfFile', () => {
  it('reads a Dutch Excel export with columns in any order', () => {
    const text =
      '\uFEFFE-mailadres;Voornaam;Achternaam;Gebruikersnaam;Rol\r\nan@x.be; An ;Smet;an.smet;Koper\r\n';
    expect(rowsOf(text)).toEqual([
      { firstName: 'An', lastName: 'Smet', username: 'an.smet', email: 'an@x.be', preset: 'buyer' },
    ]);
  });

  it('understands column names in English and French, with spaces, underscores and accents', () => {
    const english = rowsOf('first_name,Last Name,USERNAME,email,preset\nJo,Li,jo.li,jo@x.be,approver');
    expect(english[0]).toMatchObject({ firstName: 'Jo', lastName: 'Li', preset: 'approver' });
    const french = rowsOf(
      "Prénom\tNom\tNom d'utilisateur\tAdresse e-mail\tProfil\nMarie\tDubois\tmd\tm@x.be\tlecteur",
    );
    expect(french[0]).toEqual({
      firstName: 'Marie',
      lastName: 'Dubois',
      username: 'md',
      email: 'm@x.be',
      preset: 'viewer',
    });
    expect(rowsOf('prenom;nom;login;courriel;role\nA;B;ab;a@b.be;admin')[0]?.preset).toBe('administrator');
  });

  it('ignores columns it does not know and fills missing cells with nothing', () => {
    expect(rowsOf('voornaam;achternaam;gebruikersnaam;e-mail;rol;opmerking\nAn;Smet;an\n')).toEqual([
      { firstName: 'An', lastName: 'Smet', username: 'an', email: '', preset: '' },
    ]);
  });

  it('names the missing columns', () => {
    expect(importRowsOfFile(bytesOf('voornaam;e-mail\nAn;an@x.be'))).toEqual({
      ok: false,
      problem: { code: 'missingColumns', columns: ['lastName', 'username', 'preset'] },
    });
  });

  it('refuses an empty file, a header without rows and more than 500 rows', () => {
    const header = 'voornaam;achternaam;gebruikersnaam;e-mail;rol\n';
    expect(importRowsOfFile(bytesOf(''))).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(importRowsOfFile(bytesOf('\r\n;;\r\n'))).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(importRowsOfFile(bytesOf(header))).toEqual({ ok: false, problem: { code: 'noRows' } });
    const rows = Array.from({ length: 501 }, (_, index) => `A;B;u${index};u${index}@x.be;koper`).join('\n');
    expect(importRowsOfFile(bytesOf(header + rows))).toEqual({
      ok: false,
      problem: { code: 'tooManyRows', rows: 501 },
    });
    expect(rowsOf(header + rows.split('\n').slice(1).join('\n'))).toHaveLength(500);
  });

  it('refuses a file over 5 MB, a binary file and an unterminated quote', () => {
    expect(importRowsOfFile(new Uint8Array(maxImportFileBytes + 1).fill(65))).toEqual({
      ok: false,
      problem: { code: 'tooLarge' },
    });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(importRowsOfFile(zip)).toEqual({ ok: false, problem: { code: 'notCsv' } });
    expect(importRowsOfFile(bytesOf('voornaam;achternaam\n"An;Smet\n'))).toEqual({
      ok: false,
      problem: { code: 'malformed', line: 2 },
    });
  });
});

describe('presetOf', () => {
  it('knows the preset words of every shop language and leaves others alone', () => {
    expect(['kijker', 'Lecteur', 'viewer'].map(presetOf)).toEqual(['viewer', 'viewer', 'viewer']);
    expect(['koper', 'ACHETEUR', 'buyer'].map(presetOf)).toEqual(['buyer', 'buyer', 'buyer']);
    expect(['goedkeurder', 'approbateur'].map(presetOf)).toEqual(['approver', 'approver']);
    expect(['beheerder', 'administrateur'].map(presetOf)).toEqual(['administrator', 'administrator']);
    expect(presetOf('koning')).toBe('koning');
  });
});

describe('importRowsOfJson', () => {
  it('gives back the rows as strings and refuses anything else', () => {
    const row = { firstName: 'An', lastName: 'Smet', username: 'an', email: 'a@x.be', preset: 'buyer' };
    expect(importRowsOfJson(JSON.stringify([row]))).toEqual([row]);
    expect(importRowsOfJson(JSON.stringify([{ firstName: 3 }]))).toEqual([
      { firstName: '', lastName: '', username: '', email: '', preset: '' },
    ]);
    expect(importRowsOfJson('not json')).toBeNull();
    expect(importRowsOfJson('[]')).toBeNull();
    expect(importRowsOfJson('[1]')).toBeNull();
    expect(importRowsOfJson(JSON.stringify(Array(501).fill(row)))).toBeNull();
  });
});

describe('messages', () => {
  const nl = translator('nl-NL');
  const fr = translator('fr-FR');

  it('words the problems of a row in the user’s language', () => {
    expect(rowProblemMessage({ field: 'username', code: 'VIOLATION::USERNAME_EXISTS' }, nl, dutch)).toBe(
      'Deze gebruikersnaam is al in gebruik.',
    );
    expect(
      rowProblemMessage({ field: 'username', code: 'VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE' }, fr, french),
    ).toBe("Ce nom d'utilisateur figure plusieurs fois dans le fichier.");
    expect(rowProblemMessage({ field: 'email', code: 'VIOLATION::INVALID_FORMAT' }, nl, dutch)).toBe(
      'Geef een geldig e-mailadres in.',
    );
    expect(rowProblemMessage({ field: 'preset', code: 'VIOLATION::INVALID_VALUE' }, nl, dutch)).toBe(
      'Onbekende rol; gebruik kijker, koper, goedkeurder, beheerder.',
    );
    expect(rowProblemMessage({ field: 'firstName', code: 'VIOLATION::TOO_BIG' }, nl, dutch)).toBe(
      nl('account.tooLong', { max: 100 }),
    );
    expect(rowProblemMessage({ field: 'username', code: 'VIOLATION::TOO_SMALL' }, nl, dutch)).toBe(
      'Minstens 3 tekens.',
    );
    expect(rowProblemMessage({ field: 'lastName', code: 'VIOLATION::TOO_SMALL' }, nl, dutch)).toBe(
      nl('form.required'),
    );
    expect(rowProblemMessage({ field: 'row', code: 'VIOLATION::SOMETHING_NEW' }, nl, dutch)).toBe(
      'Ongeldige waarde.',
    );
  });

  it('names the missing columns in the page’s language', () => {
    const problem: ImportFileProblem = { code: 'missingColumns', columns: ['firstName', 'email'] };
    expect(importFileProblemMessage(problem, fr, french)).toBe(
      'Ces colonnes manquent\u202f: prénom, e-mail.',
    );
    expect(importFileProblemMessage({ code: 'tooLarge' }, nl, dutch)).toBe('Het bestand is groter dan 5 MB.');
  });
});

describe('importTemplateCsv', () => {
  it('writes a semicolon header and an example row in the page language, after a BOM', () => {
    expect(importTemplateCsv(french)).toBe(
      "\uFEFFprénom;nom;nom d'utilisateur;e-mail;rôle\r\nMarie;Dubois;marie.dubois;marie.dubois@exemple.be;acheteur\r\n",
    );
    expect(importTemplateCsv(english).split('\r\n')[0]).toBe(
      '\uFEFFfirst name;last name;username;e-mail;role',
    );
  });

  it('is read back by the import as one buyer', () => {
    expect(rowsOf(importTemplateCsv(dutch))).toEqual([
      {
        firstName: 'Jan',
        lastName: 'Peeters',
        username: 'jan.peeters',
        email: 'jan.peeters@voorbeeld.be',
        preset: 'buyer',
      },
    ]);
  });
});
