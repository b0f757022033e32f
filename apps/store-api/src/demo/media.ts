import { hash } from 'node:crypto';
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { media, mediaTranslation } from '../db/schema.ts';
import { demoUuid } from './ids.ts';
import { languages } from './languages.ts';
import {
  type Pictogram,
  photoSize,
  pictogramLabels,
  pictogramSize,
  pictograms,
  renderPhotoSvg,
  renderPictogram,
} from './pictograms.ts';
import type { ProductType } from './product-types.ts';
import { findOption } from './properties.ts';

export interface MediaVariant {
  id: string;
  pictogram: Pictogram;
  colour: string;
  /** Below the media root. */
  path: string;
  /** The same drawing as a WebP product photo, shown after the pictogram. */
  photo: { id: string; path: string };
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
        const photoPath = `catalog/${pictogram}-${colour}.webp`;
        return {
          id: demoUuid('media', path),
          pictogram,
          colour,
          path,
          photo: { id: demoUuid('media', photoPath), path: photoPath },
        };
      }),
    );
  }
  return library;
}

/** The media rows of the pictograms and their photos, with alt texts in every language. */
export function mediaRows(library: Map<Pictogram, MediaVariant[]>) {
  const rows: (typeof media.$inferInsert)[] = [];
  const translations: (typeof mediaTranslation.$inferInsert)[] = [];
  for (const variant of [...library.values()].flat()) {
    const name = `${variant.pictogram}-${variant.colour}`;
    const files = [
      { id: variant.id, path: variant.path, seoName: name, type: 'image/svg+xml', extension: 'svg' },
      { ...variant.photo, seoName: `${name}-photo`, type: 'image/webp', extension: 'webp' },
    ];
    for (const file of files) {
      const size = file.extension === 'svg' ? pictogramSize : photoSize;
      rows.push({
        id: file.id,
        path: file.path,
        mimeType: file.type,
        fileExtension: file.extension,
        width: size,
        height: size,
        customFields: {
          dexisHashId: hash('sha1', file.path),
          dexisSeoName: file.seoName,
          lowResolution: false,
          dexisCdnType: 'IMAGES',
          dexisCdnFormat: 'master',
          dexisCdnUrl: null,
          dexisCdnDefaultDomain: null,
          dexisCdnExtension: file.extension.toUpperCase(),
          dexisOrigin: 'AWS',
        },
      });
      const colour = findOption('colour', variant.colour).label;
      languages.forEach((language, index) => {
        const label = pictogramLabels[variant.pictogram][index]!;
        translations.push({
          mediaId: file.id,
          languageId: language.id,
          alt: `${label} (${colour[index]})`,
          title: label,
        });
      });
    }
  }
  return { rows, translations };
}

const photoEncoding = { quality: 80, effort: 2 } as const;
/**
 * Rendered photos by content, shared by every seed on this machine: encoding 190 WebP photos takes
 * about ten seconds, which each test shop and each end-to-end run would otherwise pay again.
 */
const photoCacheDir = join(tmpdir(), 'tradeshop-demo-photos');

async function writePhoto(target: string, svg: string): Promise<void> {
  const cached = join(photoCacheDir, `${hash('sha1', `${svg}${JSON.stringify(photoEncoding)}`)}.webp`);
  const copied = await copyFile(cached, target).then(
    () => true,
    () => false,
  );
  if (copied) return;
  await sharp(Buffer.from(svg)).webp(photoEncoding).toFile(target);
  // Seeds running at once may render the same photo: each renames a whole file into the cache.
  const temporary = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await copyFile(target, temporary);
  await rename(temporary, cached);
}

/** Writes every pictogram as SVG and as a photo: once per pictogram and colour, whatever the products. */
export async function writeMediaFiles(
  mediaDir: string,
  library: Map<Pictogram, MediaVariant[]>,
): Promise<void> {
  await mkdir(join(mediaDir, 'catalog'), { recursive: true });
  await mkdir(photoCacheDir, { recursive: true });
  await Promise.all(
    [...library.values()].flat().flatMap((variant) => {
      const colour = findOption('colour', variant.colour).colorHexCode!;
      const svg = renderPictogram(variant.pictogram, colour, pictogramLabels[variant.pictogram][1]);
      return [
        writeFile(join(mediaDir, variant.path), svg),
        writePhoto(join(mediaDir, variant.photo.path), renderPhotoSvg(variant.pictogram, colour)),
      ];
    }),
  );
}
