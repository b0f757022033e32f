/**
 * How the back-office edits content pages: every block is a set of plain text fields per language,
 * turned into the shop's blocks when a draft is published and back when a published page is opened.
 */

/** The languages a content page is written in, side by side in the editor. */
export const contentLocales = ['nl-NL', 'fr-FR', 'en-GB'] as const;
export type ContentLocale = (typeof contentLocales)[number];

/** `picture`: the address (`/media/<path>`) of a picture chosen from the media library. */
export type BlockFieldKind = 'text' | 'textarea' | 'lines' | 'checkbox' | 'number' | 'select' | 'picture';

export interface BlockField {
  name: string;
  kind: BlockFieldKind;
  /** The choices of a `select`. */
  options?: readonly string[];
}

const imageFields: BlockField[] = [
  { name: 'imageUrl', kind: 'picture' },
  { name: 'imageAlt', kind: 'text' },
];

/** The fields of each block type the editor offers, in the order it shows them. */
export const editableBlockFields = {
  hero: [
    { name: 'title', kind: 'text' },
    { name: 'text', kind: 'textarea' },
    ...imageFields,
    { name: 'buttons', kind: 'lines' },
    { name: 'search', kind: 'checkbox' },
  ],
  text: [{ name: 'markdown', kind: 'textarea' }],
  image: [...imageFields, { name: 'caption', kind: 'text' }],
  'image-text': [
    ...imageFields,
    { name: 'markdown', kind: 'textarea' },
    { name: 'imagePosition', kind: 'select', options: ['left', 'right'] },
  ],
  'product-slider': [
    { name: 'title', kind: 'text' },
    { name: 'productNumbers', kind: 'lines' },
    { name: 'categoryId', kind: 'text' },
    { name: 'limit', kind: 'number' },
  ],
  'category-teaser': [
    { name: 'title', kind: 'text' },
    { name: 'categoryIds', kind: 'lines' },
  ],
  video: [
    { name: 'title', kind: 'text' },
    { name: 'url', kind: 'text' },
  ],
  'call-to-action': [
    { name: 'title', kind: 'text' },
    { name: 'text', kind: 'textarea' },
    { name: 'buttons', kind: 'lines' },
  ],
  downloads: [
    { name: 'title', kind: 'text' },
    { name: 'files', kind: 'lines' },
  ],
  'contact-form': [{ name: 'title', kind: 'text' }],
} as const satisfies Record<string, readonly BlockField[]>;

export type EditableBlockType = keyof typeof editableBlockFields;
export const editableBlockTypes = Object.keys(editableBlockFields) as EditableBlockType[];

export const isEditableBlockType = (value: string): value is EditableBlockType =>
  Object.hasOwn(editableBlockFields, value);

/** A block's field values in one language, all as the form sends them. */
export type BlockFieldValues = Record<string, string>;

const lines = (value: string | undefined) =>
  (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** `label | url` per line. */
const linksOf = (value: string | undefined) =>
  lines(value).map((line) => {
    const bar = line.lastIndexOf('|');
    return bar < 0
      ? { label: line, url: line }
      : { label: line.slice(0, bar).trim(), url: line.slice(bar + 1).trim() };
  });

const linesOfLinks = (links: readonly { label: string; url: string }[] | undefined) =>
  (links ?? []).map((link) => `${link.label} | ${link.url}`).join('\n');

const filled = (value: string | undefined) => (value ?? '').trim();

function imageOf(values: BlockFieldValues) {
  const url = filled(values.imageUrl);
  return url ? { url, alt: filled(values.imageAlt) } : undefined;
}

/**
 * The shop's block (still to be checked against its contract) of a type and its fields in one
 * language; empty optional fields are left out so that the contract's defaults apply.
 */
export function blockFromFields(type: EditableBlockType, values: BlockFieldValues): Record<string, unknown> {
  const optional = (name: string) => (filled(values[name]) ? { [name]: filled(values[name]) } : {});
  switch (type) {
    case 'hero':
      return {
        type,
        title: filled(values.title),
        text: filled(values.text),
        ...(imageOf(values) ? { image: imageOf(values) } : {}),
        buttons: linksOf(values.buttons),
        search: values.search === 'true',
      };
    case 'text':
      return { type, markdown: filled(values.markdown) };
    case 'image':
      return { type, image: imageOf(values), caption: filled(values.caption) };
    case 'image-text':
      return {
        type,
        image: imageOf(values),
        markdown: filled(values.markdown),
        ...optional('imagePosition'),
      };
    case 'product-slider': {
      const limit = filled(values.limit);
      return {
        type,
        title: filled(values.title),
        productNumbers: lines(values.productNumbers),
        ...optional('categoryId'),
        // Not a number stays text, for the contract to refuse.
        ...(limit ? { limit: /^\d+$/.test(limit) ? Number(limit) : limit } : {}),
      };
    }
    case 'category-teaser':
      return { type, title: filled(values.title), categoryIds: lines(values.categoryIds) };
    case 'video':
      return { type, title: filled(values.title), url: filled(values.url) };
    case 'call-to-action':
      return {
        type,
        title: filled(values.title),
        text: filled(values.text),
        buttons: linksOf(values.buttons),
      };
    case 'downloads':
      return { type, title: filled(values.title), files: linksOf(values.files) };
    case 'contact-form':
      return { type, title: filled(values.title) };
  }
}

/** A published block's fields, as the editor shows them; null for a type the editor does not offer. */
export function fieldsOfBlock(
  block: { type: string } & Record<string, unknown>,
): { type: EditableBlockType; values: BlockFieldValues } | null {
  if (!isEditableBlockType(block.type)) return null;
  const text = (name: string) => {
    const value = block[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const image = block.image as { url: string; alt: string } | undefined;
  const links = (name: string) => linesOfLinks(block[name] as { label: string; url: string }[] | undefined);
  const list = (name: string) => ((block[name] as string[] | undefined) ?? []).join('\n');
  const values: BlockFieldValues = {};
  for (const field of editableBlockFields[block.type]) {
    if (field.name === 'imageUrl') values.imageUrl = image?.url ?? '';
    else if (field.name === 'imageAlt') values.imageAlt = image?.alt ?? '';
    else if (field.name === 'buttons' || field.name === 'files') values[field.name] = links(field.name);
    else if (field.name === 'productNumbers' || field.name === 'categoryIds')
      values[field.name] = list(field.name);
    else if (field.kind === 'checkbox') values[field.name] = block[field.name] === true ? 'true' : '';
    else values[field.name] = text(field.name);
  }
  return { type: block.type, values };
}

/** A page's texts in one language as the editor holds them; an empty title means the language is not written. */
export interface ContentDraftLanguage {
  title: string;
  path: string;
  metaTitle: string;
  metaDescription: string;
  /** The address search engines should index instead of the page's own (`isCanonicalAddress`); empty or absent for its own. */
  canonical?: string;
  /** A blog post's teaser, which lists show; pages have none. */
  teaser?: string;
}

/** What a blog post has beside its texts: one for all its languages. */
export interface BlogPostDraftFields {
  author: string;
  /** The cover picture's media id; empty for none. */
  coverMediaId: string;
  /** The keys of its blog categories. */
  topics: string[];
  /** Its publication date as readers see it (ISO 8601); empty until it is first published. */
  publishedAt: string;
}

export interface ContentDraftBlock {
  type: EditableBlockType;
  values: Partial<Record<ContentLocale, BlockFieldValues>>;
}

/** A whole page being edited: every language, and its blocks with their fields per language. */
export interface ContentDraft {
  languages: Record<ContentLocale, ContentDraftLanguage>;
  blocks: ContentDraftBlock[];
  /** A blog post's own fields. */
  post?: BlogPostDraftFields;
}

const translatedKinds: readonly BlockFieldKind[] = ['text', 'textarea', 'lines', 'picture'];

/**
 * Where a translation is missing, as `<locale>:<field>` (`fr-FR:title`, `en-GB:blocks/2/text`): a
 * language without a title, and a text field or picture that another written language fills but
 * this one leaves empty. Checkboxes, numbers and choices are no translations.
 */
export function missingTranslations(draft: ContentDraft): string[] {
  const written = contentLocales.filter((locale) => filled(draft.languages[locale]?.title) !== '');
  const missing: string[] = [];
  for (const locale of contentLocales) {
    const language = draft.languages[locale];
    if (!written.includes(locale)) {
      missing.push(`${locale}:title`);
      continue;
    }
    for (const field of ['metaTitle', 'metaDescription', 'path', 'teaser'] as const) {
      const othersHaveIt = written.some((other) => filled(draft.languages[other]?.[field]) !== '');
      if (othersHaveIt && filled(language[field]) === '') missing.push(`${locale}:${field}`);
    }
  }
  draft.blocks.forEach((block, index) => {
    for (const field of editableBlockFields[block.type]) {
      if (!translatedKinds.includes(field.kind)) continue;
      const isFilled = (locale: ContentLocale) => filled(block.values[locale]?.[field.name]) !== '';
      if (!written.some(isFilled)) continue;
      for (const locale of written)
        if (!isFilled(locale)) missing.push(`${locale}:blocks/${index}/${field.name}`);
    }
  });
  return missing;
}

/** The blocks of a language, each as the shop's (unchecked) block, from the draft's fields. */
export const draftBlocksIn = (draft: ContentDraft, locale: ContentLocale) =>
  draft.blocks.map((block) => blockFromFields(block.type, block.values[locale] ?? {}));

/**
 * The draft of pages as published: each language's blocks side by side by position; a block whose
 * type differs from the one another language has at its place gets a row of its own.
 */
export function draftOfPublished(
  translations: Partial<
    Record<
      ContentLocale,
      ContentDraftLanguage & { blocks: readonly ({ type: string } & Record<string, unknown>)[] }
    >
  >,
): ContentDraft {
  const emptyLanguage = { title: '', path: '', metaTitle: '', metaDescription: '' };
  const languages = Object.fromEntries(
    contentLocales.map((locale) => {
      const translation = translations[locale];
      return [
        locale,
        translation
          ? {
              title: translation.title,
              path: translation.path,
              metaTitle: translation.metaTitle,
              metaDescription: translation.metaDescription,
              canonical: translation.canonical ?? '',
              ...(translation.teaser === undefined ? {} : { teaser: translation.teaser }),
            }
          : emptyLanguage,
      ];
    }),
  ) as Record<ContentLocale, ContentDraftLanguage>;
  const blocks: ContentDraftBlock[] = [];
  for (const locale of contentLocales) {
    let row = 0;
    for (const block of translations[locale]?.blocks ?? []) {
      const fields = fieldsOfBlock(block);
      if (!fields) continue;
      while (row < blocks.length && (blocks[row]!.type !== fields.type || blocks[row]!.values[locale])) row++;
      if (row === blocks.length) blocks.push({ type: fields.type, values: {} });
      blocks[row]!.values[locale] = fields.values;
      row++;
    }
  }
  return { languages, blocks };
}

const brusselsParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a `datetime-local` field shows it on Brussels time: `2026-12-01T09:30`. */
export function brusselsLocalTime(moment: Date): string {
  const part = (type: string) =>
    brusselsParts.formatToParts(moment).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * The moment a Brussels wall-clock time (`2026-12-01T09:30`, seconds optional) names; null for
 * anything else. In the hour the clocks go back it is the first of the two; in the hour they skip,
 * the hour after.
 */
export function momentOfBrusselsTime(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (hour! > 23 || minute! > 59 || second > 59) return null;
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day) return null;
  const wallClock = local.slice(0, 16);
  // Brussels is one or two hours ahead of UTC: the larger offset first, for the earlier moment.
  for (const offsetHours of [2, 1]) {
    const moment = new Date(asUtc - offsetHours * 3600_000);
    if (brusselsLocalTime(moment) === wallClock) return moment;
  }
  return new Date(asUtc - 3600_000);
}
