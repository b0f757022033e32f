/**
 * A promised delivery as each language writes it (`do 3 dec`, `Thu 3 Dec – Fri 4 Dec`,
 * `jeu. 3 – ven. 4 déc.`), as a pattern to find it in a text: working days only.
 */
export const promisedDays = {
  nl: '(?:ma|di|wo|do|vr) \\d{1,2}(?: [a-z]+\\.?)?(?:\\s–\\s(?:ma|di|wo|do|vr) \\d{1,2} [a-z]+\\.?)?',
  en: '(?:Mon|Tue|Wed|Thu|Fri) \\d{1,2}(?: [A-Z][a-z]+)?(?:\\s–\\s(?:Mon|Tue|Wed|Thu|Fri) \\d{1,2} [A-Z][a-z]+)?',
  fr: '(?:lun|mar|mer|jeu|ven)\\. \\d{1,2}(?: [a-zéû]+\\.?)?(?:\\s–\\s(?:lun|mar|mer|jeu|ven)\\. \\d{1,2} [a-zéû]+\\.?)?',
} as const;
