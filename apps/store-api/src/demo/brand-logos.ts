import { hash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { media, mediaTranslation } from '../db/schema.ts';
import { demoUuid } from './ids.ts';
import { languages } from './languages.ts';
import type { Manufacturer } from './manufacturers.ts';

/** The demo brands' logos: a word mark per brand, as SVG files of the media library (`brands/<key>.svg`). */

const logoWidth = 240;
const logoHeight = 96;
const colours = ['#1e3a8a', '#b91c1c', '#047857', '#c2410c', '#6d28d9', '#0f766e', '#a16207', '#be185d'];

export const brandLogoPath = (brand: Pick<Manufacturer, 'key'>) => `brands/${brand.key}.svg`;

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!);

/** A coloured mark with the brand's initial beside its name. */
export function renderBrandLogo(brand: Pick<Manufacturer, 'key' | 'name'>): string {
  const colour = colours[Number.parseInt(hash('sha1', brand.key).slice(0, 6), 16) % colours.length]!;
  const name = escapeXml(brand.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${logoWidth}" height="${logoHeight}" viewBox="0 0 ${logoWidth} ${logoHeight}" role="img" aria-label="${name}">`,
    `<rect width="${logoWidth}" height="${logoHeight}" fill="#ffffff"/>`,
    `<rect x="14" y="22" width="52" height="52" rx="10" fill="${colour}"/>`,
    `<text x="40" y="59" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(brand.name.charAt(0))}</text>`,
    `<text x="78" y="58" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="${colour}">${name}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The logos' media rows, with an alt text per language. */
export function brandLogoRows(brands: readonly Manufacturer[]) {
  const rows: (typeof media.$inferInsert)[] = brands.map((brand) => ({
    id: demoUuid('media', brandLogoPath(brand)),
    path: brandLogoPath(brand),
    mimeType: 'image/svg+xml',
    fileExtension: 'svg',
    width: logoWidth,
    height: logoHeight,
    customFields: { dexisHashId: hash('sha1', brandLogoPath(brand)), dexisSeoName: `${brand.key}-logo` },
  }));
  const translations: (typeof mediaTranslation.$inferInsert)[] = brands.flatMap((brand) =>
    languages.map((language) => ({
      mediaId: demoUuid('media', brandLogoPath(brand)),
      languageId: language.id,
      alt: `${brand.name} logo`,
      title: brand.name,
    })),
  );
  return { rows, translations };
}

export async function writeBrandLogos(mediaDir: string, brands: readonly Manufacturer[]): Promise<void> {
  await mkdir(join(mediaDir, 'brands'), { recursive: true });
  await Promise.all(
    brands.map((brand) => writeFile(join(mediaDir, brandLogoPath(brand)), renderBrandLogo(brand))),
  );
}
