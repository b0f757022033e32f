import { describe, expect, it } from 'vitest';
import {
  blockFromFields,
  type ContentDraft,
  draftOfPublished,
  fieldsOfBlock,
  missingTranslations,
  momentOfBrusselsTime,
} from './content-editing.ts';
import { mediaPathOf } from './media-library.ts';

const language = (title: string, extra: Partial<ContentDraft['languages']['nl-NL']> = {}) => ({
  title,
  path: '',
  metaTitle: '',
  metaDescription: '',
  ...extra,
});

describe('a block’s fields', () => {
  it.each([
    [
      {
        type: 'hero',
        title: 'Welkom',
        text: 'Alles',
        buttons: [{ label: 'Boren', url: '/boren' }],
        search: true,
      },
      {
        title: 'Welkom',
        text: 'Alles',
        imageUrl: '',
        imageAlt: '',
        buttons: 'Boren | /boren',
        search: 'true',
      },
    ],
    [{ type: 'text', markdown: '# Titel' }, { markdown: '# Titel' }],
    [
      { type: 'image', image: { url: '/media/a.jpg', alt: 'A' }, caption: '' },
      { imageUrl: '/media/a.jpg', imageAlt: 'A', caption: '' },
    ],
    [
      { type: 'product-slider', title: 'Nieuw', productNumbers: ['A1', 'B2'], limit: 8 },
      { title: 'Nieuw', productNumbers: 'A1\nB2', categoryId: '', limit: '8' },
    ],
    [
      {
        type: 'call-to-action',
        title: 'Offerte?',
        text: 'Vraag',
        buttons: [{ label: 'Vraag', url: '/contact' }],
      },
      { title: 'Offerte?', text: 'Vraag', buttons: 'Vraag | /contact' },
    ],
  ])('of %j read back as the same block', (block, values) => {
    const fields = fieldsOfBlock(block);
    expect(fields?.values).toEqual(values);
    expect(blockFromFields(fields!.type, fields!.values)).toEqual(block);
  });

  it('leave a number that is none as text, for the contract to refuse', () => {
    expect(blockFromFields('product-slider', { limit: 'twelve' })).toMatchObject({ limit: 'twelve' });
  });

  it('are none for a block type the editor does not offer', () => {
    expect(fieldsOfBlock({ type: 'carousel' })).toBeNull();
  });
});

describe('missing translations', () => {
  it('mark an unwritten language, and a text one written language has and another not', () => {
    const draft: ContentDraft = {
      languages: {
        'nl-NL': language('Over ons', { path: 'over-ons', metaTitle: 'Over ons' }),
        'fr-FR': language('À propos', { path: 'a-propos' }),
        'en-GB': language(''),
      },
      blocks: [{ type: 'text', values: { 'nl-NL': { markdown: 'Tekst' }, 'fr-FR': { markdown: ' ' } } }],
    };
    expect(missingTranslations(draft)).toEqual(['fr-FR:metaTitle', 'en-GB:title', 'fr-FR:blocks/0/markdown']);
  });

  it('mark a blog post’s teaser that one written language has and another not', () => {
    const draft: ContentDraft = {
      languages: {
        'nl-NL': language('Handschoenen', { path: 'handschoenen', teaser: 'Welke?' }),
        'fr-FR': language('Gants', { path: 'gants', teaser: '' }),
        'en-GB': language('Gloves', { path: 'gloves', teaser: 'Which?' }),
      },
      blocks: [],
      post: { author: '', coverMediaId: '', topics: [], publishedAt: '' },
    };
    expect(missingTranslations(draft)).toEqual(['fr-FR:teaser']);
  });

  it('mark a block’s picture that one written language has and another not', () => {
    const draft: ContentDraft = {
      languages: {
        'nl-NL': language('Hal', { path: 'hal' }),
        'fr-FR': language('Hall', { path: 'hall' }),
        'en-GB': language(''),
      },
      blocks: [
        {
          type: 'image',
          values: {
            'nl-NL': { imageUrl: '/media/library/hal.jpg', imageAlt: '', caption: '' },
            'fr-FR': { imageUrl: '', imageAlt: '', caption: '' },
          },
        },
      ],
    };
    expect(missingTranslations(draft)).toEqual(['en-GB:title', 'fr-FR:blocks/0/imageUrl']);
  });
});

describe('a picture’s address', () => {
  it('names its path below the media dir when it is one of the shop’s media, and nothing otherwise', () => {
    expect(mediaPathOf(' /media/library/hal-0190a1b2.jpg ')).toBe('library/hal-0190a1b2.jpg');
    expect(mediaPathOf('/media/library/hal.jpg?width=640')).toBeNull();
    expect(mediaPathOf('images/hal.jpg')).toBeNull();
    expect(mediaPathOf('https://example.com/media/hal.jpg')).toBeNull();
  });
});

describe('a published page as a draft', () => {
  it('puts the languages’ blocks side by side, a differing type on a row of its own', () => {
    const draft = draftOfPublished({
      'nl-NL': {
        ...language('Thuis'),
        blocks: [
          { type: 'text', markdown: 'a' },
          { type: 'video', title: 'v', url: 'u' },
        ],
      },
      'fr-FR': {
        ...language('Accueil'),
        blocks: [
          { type: 'text', markdown: 'b' },
          { type: 'downloads', title: '', files: [] },
        ],
      },
    });
    expect(draft.blocks.map((block) => [block.type, Object.keys(block.values)])).toEqual([
      ['text', ['nl-NL', 'fr-FR']],
      ['video', ['nl-NL']],
      ['downloads', ['fr-FR']],
    ]);
    expect(draft.languages['en-GB'].title).toBe('');
  });
});

describe('a Brussels wall-clock time', () => {
  it.each([
    ['2026-12-01T09:30', '2026-12-01T08:30:00.000Z'],
    ['2026-07-01T09:30', '2026-07-01T07:30:00.000Z'],
    ['2026-10-25T02:30', '2026-10-25T00:30:00.000Z'],
    ['2026-03-29T02:30', '2026-03-29T01:30:00.000Z'],
    ['2026-12-01T09:30:15', '2026-12-01T08:30:15.000Z'],
  ])('%s is %s', (local, moment) => {
    expect(momentOfBrusselsTime(local)?.toISOString()).toBe(moment);
  });

  it.each(['2026-02-30T10:00', '2026-12-01 09:30', '2026-12-01T24:00', '2026-12-01T09:30:60', ''])(
    '%j is none',
    (local) => {
      expect(momentOfBrusselsTime(local)).toBeNull();
    },
  );
});
