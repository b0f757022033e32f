import { describe, expect, it } from 'vitest';
import { parseContentFile, withStoredPictures } from './content-files.ts';

const markdownFile = `---
key: delivery
language: nl-NL
path: levering
title: Levering
metaDescription: Wanneer en hoe wij leveren.
blocks:
  - type: image
    image: { url: images/truck.jpg, alt: Onze vrachtwagen }
---
Wat voor **16 uur** besteld is, leveren wij de volgende werkdag.
`;

describe('content files', () => {
  it('reads a Markdown file: its front matter, then its text as a block after the front matter’s blocks', () => {
    const result = parseContentFile('levering.nl.md', markdownFile);
    expect(result).toEqual({
      ok: true,
      page: {
        key: 'delivery',
        language: 'nl-NL',
        active: true,
        path: 'levering',
        title: 'Levering',
        metaTitle: null,
        metaDescription: 'Wanneer en hoe wij leveren.',
        blocks: [
          { type: 'image', image: { url: 'images/truck.jpg', alt: 'Onze vrachtwagen' }, caption: '' },
          { type: 'text', markdown: 'Wat voor **16 uur** besteld is, leveren wij de volgende werkdag.' },
        ],
      },
    });
  });

  it('reads a JSON file with the same fields', () => {
    const result = parseContentFile(
      'home.fr.json',
      JSON.stringify({
        key: 'home',
        language: 'fr-FR',
        title: 'Accueil',
        blocks: [{ type: 'text', markdown: 'Bonjour' }],
      }),
    );
    expect(result.ok && result.page.path).toBe(null);
  });

  it('names every wrong field and guesses nothing', () => {
    const result = parseContentFile(
      'x.md',
      '---\nkey: Not A Key\nlanguage: nl-NL\ntitle: ""\nblocks:\n  - type: carousel\n---\ntext',
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.join('\n')).toMatch(/key: .*lower-case/);
    expect(!result.ok && result.problems.join('\n')).toMatch(/title/);
    expect(!result.ok && result.problems.join('\n')).toMatch(/blocks\.0/);
  });

  it('refuses a picture from another site, which the shop’s pages would not load', () => {
    const result = parseContentFile(
      'a.json',
      JSON.stringify({
        key: 'a',
        language: 'nl-NL',
        title: 'A',
        blocks: [{ type: 'image', image: { url: 'https://cdn.example.com/a.jpg' } }],
      }),
    );
    expect(!result.ok && result.problems.join()).toMatch(/blocks\.0\.image\.url/);
  });

  it('refuses a file without front matter, a broken one and one of another kind', () => {
    expect(parseContentFile('a.md', 'Just text').ok).toBe(false);
    expect(parseContentFile('a.md', '---\nkey: [unclosed\n---\n').ok).toBe(false);
    expect(parseContentFile('a.json', '{').ok).toBe(false);
    expect(parseContentFile('a.txt', 'x').ok).toBe(false);
  });

  it('stores the pictures beside a file and leaves media addresses as they are', async () => {
    const stored: string[] = [];
    const blocks = await withStoredPictures(
      [
        { type: 'image', image: { url: 'images/truck.jpg', alt: '' }, caption: '' },
        { type: 'image', image: { url: '/media/erp/hall.jpg', alt: '' }, caption: '' },
      ],
      async (path) => {
        stored.push(path);
        return '/media/content/truck.jpg';
      },
    );
    expect(stored).toEqual(['images/truck.jpg']);
    expect(blocks.map((block) => block.type === 'image' && block.image.url)).toEqual([
      '/media/content/truck.jpg',
      '/media/erp/hall.jpg',
    ]);
  });
});
