import { hash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { media, mediaTranslation } from '../../modules/catalog/catalog.tables.ts';
import { demoUuid } from './ids.ts';
import { languages } from './languages.ts';
import { type Pictogram, pictogramLabels, pictogramSize, pictograms, renderPictogram } from './pictograms.ts';
import type { ProductType } from './product-types.ts';
import { findOption } from './properties.ts';

export interface MediaVariant {
  id: string;
  pictogram: Pictogram;
  colour: string;
  /** Below the media root. */
  path: string;
}

/** Pictograms of product types without colours of their own come in these two. */
const defaultColours = ['grey', 'blue'];

/**
 * One pictogram file per product type and colour: the colours are those of the product types drawn
 * with that pictogram, so a red article shows a red picture.
 */
export function buildMediaLibrary(productTypes: readonly ProductType[]): Map<Pictogram, MediaVariant[]> {
  const colours = new Map<Pictogram, string[]>(pictograms.map((pictogram) => [pictogram, []]));
  for (const productType of productTypes) {
    const list = colours.get(productType.icon)!;
    for (const option of productType.groups.find((entry) => entry.key === 'colour')?.options ?? []) {
      if (!list.includes(option.key)) list.push(option.key);
    }
  }
  const library = new Map<Pictogram, MediaVariant[]>();
  for (const [pictogram, list] of colours) {
    const used = productTypes.some((productType) => productType.icon === pictogram);
    if (!used) continue;
    for (const colour of defaultColours) if (list.length < 2 && !list.includes(colour)) list.push(colour);
    library.set(
      pictogram,
      list.map((colour) => {
        const path = `catalog/${pictogram}-${colour}.svg`;
        return { id: demoUuid('media', path), pictogram, colour, path };
      }),
    );
  }
  return library;
}

export function mediaRows(library: Map<Pictogram, MediaVariant[]>) {
  const rows: (typeof media.$inferInsert)[] = [];
  const translations: (typeof mediaTranslation.$inferInsert)[] = [];
  for (const variant of [...library.values()].flat()) {
    const name = `${variant.pictogram}-${variant.colour}`;
    rows.push({
      id: variant.id,
      path: variant.path,
      mimeType: 'image/svg+xml',
      fileExtension: 'svg',
      width: pictogramSize,
      height: pictogramSize,
      customFields: {
        dexisHashId: hash('sha1', variant.path),
        dexisSeoName: name,
        lowResolution: false,
        dexisCdnType: 'IMAGES',
        dexisCdnFormat: 'master',
        dexisCdnUrl: null,
        dexisCdnDefaultDomain: null,
        dexisCdnExtension: 'SVG',
        dexisOrigin: 'AWS',
      },
    });
    const colour = findOption('colour', variant.colour).label;
    languages.forEach((language, index) => {
      const label = pictogramLabels[variant.pictogram][index]!;
      translations.push({
        mediaId: variant.id,
        languageId: language.id,
        alt: `${label} (${colour[index]})`,
        title: label,
      });
    });
  }
  return { rows, translations };
}

export async function writeMediaFiles(
  mediaDir: string,
  library: Map<Pictogram, MediaVariant[]>,
): Promise<void> {
  const directory = join(mediaDir, 'catalog');
  await mkdir(directory, { recursive: true });
  await Promise.all(
    [...library.values()].flat().map((variant) => {
      const colour = findOption('colour', variant.colour);
      const svg = renderPictogram(
        variant.pictogram,
        colour.colorHexCode!,
        pictogramLabels[variant.pictogram][1],
      );
      return writeFile(join(mediaDir, variant.path), svg);
    }),
  );
}
