import { type ImportRowResult, importUserRow } from '@tradeshop/api-client';
import { csvFile, errorCodes, parseCsv, type RightPreset, rightPresetNames } from '@tradeshop/domain';
import type { StorefrontLanguage, Translate } from './i18n';
import { decodeImportFile, importFileSizeProblem, maxImportFileBytes } from './import-file';

/** The columns of an import file, in the order the template and the preview show them. */
export const importFields = ['firstName', 'lastName', 'username', 'email', 'preset'] as const;
export type ImportField = (typeof importFields)[number];
/** A row as the file holds it: the Store API decides whether it makes a valid user. */
export type ImportRow = Record<ImportField, string>;

/** The Store API takes 500 users at once. */
const maxImportRows = 500;

type WordLanguage = StorefrontLanguage['searchLocale'];

/**
 * What a column and a preset are called in each shop language. Any of these words is understood
 * in a file, whatever the page's language; the first one is what the template and the preview use.
 */
const columnWords: Record<ImportField, Record<WordLanguage, readonly string[]>> = {
  firstName: { nl: ['voornaam'], fr: ['prénom'], en: ['first name', 'given name'] },
  lastName: {
    nl: ['achternaam', 'familienaam'],
    fr: ['nom', 'nom de famille'],
    en: ['last name', 'surname'],
  },
  username: { nl: ['gebruikersnaam'], fr: ["nom d'utilisateur", 'identifiant'], en: ['username', 'login'] },
  email: {
    nl: ['e-mail', 'e-mailadres'],
    fr: ['e-mail', 'adresse e-mail', 'courriel'],
    en: ['e-mail', 'e-mail address'],
  },
  preset: { nl: ['rol', 'profiel'], fr: ['rôle', 'profil'], en: ['role', 'preset', 'profile'] },
};

const presetWords: Record<RightPreset, Record<WordLanguage, readonly string[]>> = {
  viewer: { nl: ['kijker', 'lezer'], fr: ['lecteur', 'observateur'], en: ['viewer'] },
  buyer: { nl: ['koper', 'aankoper'], fr: ['acheteur'], en: ['buyer'] },
  approver: { nl: ['goedkeurder'], fr: ['approbateur'], en: ['approver'] },
  administrator: { nl: ['beheerder'], fr: ['administrateur'], en: ['administrator', 'admin'] },
};

/** The example row of the template, per language. */
const templateExamples: Record<WordLanguage, Omit<ImportRow, 'preset'>> = {
  nl: { firstName: 'Jan', lastName: 'Peeters', username: 'jan.peeters', email: 'jan.peeters@voorbeeld.be' },
  fr: { firstName: 'Marie', lastName: 'Dubois', username: 'marie.dubois', email: 'marie.dubois@exemple.be' },
  en: { firstName: 'John', lastName: 'Smith', username: 'john.smith', email: 'john.smith@example.com' },
};

/** Case, accents, spaces, underscores, dashes, dots and apostrophes do not tell words apart. */
function normalizedWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.'’]/g, '');
}

function wordIndex<K extends string>(table: Record<K, Record<WordLanguage, readonly string[]>>, extra: K[]) {
  const index = new Map<string, K>(extra.map((key) => [normalizedWord(key), key]));
  for (const [key, languages] of Object.entries(table) as [K, Record<WordLanguage, readonly string[]>][]) {
    for (const word of Object.values(languages).flat()) index.set(normalizedWord(word), key);
  }
  return index;
}

// The programme names (firstName, buyer, …) count as words too.
const fieldOfColumn = wordIndex(columnWords, [...importFields]);
const presetOfWord = wordIndex(presetWords, rightPresetNames);

/** A column's name in a language, e.g. `voornaam` for firstName in Dutch. */
export function columnName(field: ImportField, language: StorefrontLanguage): string {
  return columnWords[field][language.searchLocale][0]!;
}

/** A preset's word in a language, e.g. `koper` for buyer in Dutch. */
export function presetName(preset: RightPreset, language: StorefrontLanguage): string {
  return presetWords[preset][language.searchLocale][0]!;
}

/** A preset word of a file in any shop language as the preset name; anything else unchanged. */
export function presetOf(value: string): string {
  return presetOfWord.get(normalizedWord(value)) ?? value;
}

export type ImportFileProblem =
  | { code: 'empty' }
  | { code: 'noRows' }
  | { code: 'tooLarge' }
  | { code: 'notCsv' }
  | { code: 'malformed'; line: number }
  | { code: 'missingColumns'; columns: ImportField[] }
  | { code: 'tooManyRows'; rows: number };

export type ImportFileResult = { ok: true; rows: ImportRow[] } | { ok: false; problem: ImportFileProblem };

/** The rows of an import file: the header names the columns, in any order and any shop language. */
export function importRowsOfFile(bytes: Uint8Array): ImportFileResult {
  const sizeProblem = importFileSizeProblem(bytes.length);
  if (sizeProblem) return { ok: false, problem: sizeProblem };
  const text = decodeImportFile(bytes);
  if (text === null) return { ok: false, problem: { code: 'notCsv' } };
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problem: { code: 'malformed', line: parsed.error.line } };
  const [header, ...lines] = parsed.rows;
  if (!header) return { ok: false, problem: { code: 'empty' } };
  const columnOf = new Map<ImportField, number>();
  header.forEach((name, column) => {
    const field = fieldOfColumn.get(normalizedWord(name));
    if (field && !columnOf.has(field)) columnOf.set(field, column);
  });
  const missing = importFields.filter((field) => !columnOf.has(field));
  if (missing.length > 0) return { ok: false, problem: { code: 'missingColumns', columns: missing } };
  if (lines.length === 0) return { ok: false, problem: { code: 'noRows' } };
  if (lines.length > maxImportRows)
    return { ok: false, problem: { code: 'tooManyRows', rows: lines.length } };
  const cell = (line: string[], field: ImportField) => (line[columnOf.get(field)!] ?? '').trim();
  return {
    ok: true,
    rows: lines.map((line) => ({
      firstName: cell(line, 'firstName'),
      lastName: cell(line, 'lastName'),
      username: cell(line, 'username'),
      email: cell(line, 'email'),
      preset: presetOf(cell(line, 'preset')),
    })),
  };
}

/**
 * The rows the preview handed on in a hidden field, as strings again; null when the field was
 * tampered with. The Store API checks every row once more before it creates anything.
 */
export function importRowsOfJson(json: string): ImportRow[] | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > maxImportRows) return null;
  if (!value.every((row) => typeof row === 'object' && row !== null)) return null;
  const text = (row: Record<string, unknown>, field: ImportField) =>
    typeof row[field] === 'string' ? row[field] : '';
  return value.map((row: Record<string, unknown>) => ({
    firstName: text(row, 'firstName'),
    lastName: text(row, 'lastName'),
    username: text(row, 'username'),
    email: text(row, 'email'),
    preset: text(row, 'preset'),
  }));
}

export function importFileProblemMessage(
  problem: ImportFileProblem,
  t: Translate,
  language: StorefrontLanguage,
): string {
  switch (problem.code) {
    case 'empty':
      return t('userImport.fileEmpty');
    case 'noRows':
      return t('userImport.fileNoRows');
    case 'tooLarge':
      return t('userImport.fileTooLarge', { megabytes: maxImportFileBytes / 1024 / 1024 });
    case 'notCsv':
      return t('userImport.fileNotCsv');
    case 'malformed':
      return t('userImport.fileMalformed', { line: problem.line });
    case 'missingColumns':
      return t('userImport.fileMissingColumns', {
        columns: problem.columns.map((field) => columnName(field, language)).join(', '),
      });
    case 'tooManyRows':
      return t('userImport.fileTooManyRows', { rows: problem.rows, max: maxImportRows });
  }
}

function isImportField(field: string): field is ImportField {
  return (importFields as readonly string[]).includes(field);
}

/** A problem the Store API found in a row, worded for the user of the page. */
export function rowProblemMessage(
  problem: ImportRowResult['problems'][number],
  t: Translate,
  language: StorefrontLanguage,
): string {
  const field = isImportField(problem.field) ? importUserRow.shape[problem.field] : null;
  switch (problem.code) {
    case errorCodes.usernameExists:
      return t('userImport.usernameTaken');
    case errorCodes.usernameNotUnique:
      return t('userImport.usernameTwice');
    case errorCodes.emailAlreadyUsed:
      return t('userImport.emailAlreadyUsed');
    case 'VIOLATION::TOO_SMALL':
      return problem.field === 'username'
        ? t('userImport.usernameTooShort', { min: importUserRow.shape.username.minLength ?? 1 })
        : t('form.required');
    case 'VIOLATION::TOO_BIG':
      return field && 'maxLength' in field && field.maxLength !== null
        ? t('account.tooLong', { max: field.maxLength })
        : t('userImport.invalidValue');
    case 'VIOLATION::INVALID_FORMAT':
      return problem.field === 'email' ? t('account.invalidEmail') : t('userImport.usernameSpaces');
    case 'VIOLATION::INVALID_VALUE':
      return t('userImport.unknownRole', {
        roles: rightPresetNames.map((preset) => presetName(preset, language)).join(', '),
      });
    case 'VIOLATION::INVALID_TYPE':
      return t('form.required');
    default:
      return t('userImport.invalidValue');
  }
}

/** The template: a header and one example row in the page's language. */
export function importTemplateCsv(language: StorefrontLanguage): string {
  const example = templateExamples[language.searchLocale];
  const values = { ...example, preset: presetName('buyer', language) };
  const lines = [
    importFields.map((field) => columnName(field, language)),
    importFields.map((field) => values[field]),
  ];
  return csvFile(lines);
}
