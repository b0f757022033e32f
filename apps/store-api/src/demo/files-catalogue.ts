import type { CatalogFileKind, CatalogFileRow } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { queryRows } from '../db/index.ts';
import type { ImportContext } from '../modules/erp/index.ts';
import { importCatalogFiles } from '../modules/files-catalog/index.ts';
import { demoChangedAt } from './erp.ts';

/**
 * The demo shop's files catalogue: catalogues, leaflets, safety data sheets, a manual and a
 * certificate in Dutch, French and English, as small one-page PDFs sent through the same import as
 * a real ERP's files.
 */

type Language = 'nl' | 'fr' | 'en';
type Texts = Record<Language, string>;

interface DemoFile {
  key: string;
  kind: CatalogFileKind;
  title: Texts;
  description: Texts;
  brand: string | null;
  languages: readonly Language[];
  publishedAt: string;
  /** Which demo articles it is about: those of these brands, first by number. */
  articlesOf?: { brands: readonly string[]; count: number };
}

const allLanguages = ['nl', 'fr', 'en'] as const;

const demoFiles: DemoFile[] = [
  {
    key: 'general-catalogue-2026',
    kind: 'catalogue',
    title: {
      nl: 'Algemene catalogus 2026',
      fr: 'Catalogue général 2026',
      en: 'General catalogue 2026',
    },
    description: {
      nl: 'Het volledige gamma: bevestiging, gereedschap, bescherming, hydrauliek, elektro en bedrijfsinrichting.',
      fr: 'Toute la gamme : fixation, outillage, protection, hydraulique, électricité et aménagement d’entreprise.',
      en: 'The whole range: fasteners, tools, protection, hydraulics, electrical and workplace equipment.',
    },
    brand: null,
    languages: allLanguages,
    publishedAt: '2026-01-05T08:00:00.000Z',
  },
  {
    key: 'kravento-power-tools-2026',
    kind: 'catalogue',
    title: {
      nl: 'Kravento elektrisch gereedschap 2026',
      fr: 'Kravento outillage électroportatif 2026',
      en: 'Kravento power tools 2026',
    },
    description: {
      nl: 'Boormachines, slijpers en zagen van Kravento, met accu’s en laders.',
      fr: 'Perceuses, meuleuses et scies Kravento, avec batteries et chargeurs.',
      en: 'Kravento drills, grinders and saws, with batteries and chargers.',
    },
    brand: 'kravento',
    languages: allLanguages,
    publishedAt: '2026-02-02T08:00:00.000Z',
    articlesOf: { brands: ['kravento'], count: 6 },
  },
  {
    key: 'spring-offers-2026',
    kind: 'leaflet',
    title: {
      nl: 'Voorjaarsacties 2026',
      fr: 'Promotions de printemps 2026',
      en: 'Spring offers 2026',
    },
    description: {
      nl: 'Scherpe prijzen op bevestigingsmateriaal en handgereedschap, tot eind april.',
      fr: 'Des prix serrés sur la visserie et l’outillage à main, jusqu’à fin avril.',
      en: 'Sharp prices on fasteners and hand tools, until the end of April.',
    },
    brand: null,
    languages: allLanguages,
    publishedAt: '2026-03-02T08:00:00.000Z',
  },
  {
    key: 'protivo-workwear-collection',
    kind: 'leaflet',
    title: {
      nl: 'Protivo werkkledij: de nieuwe collectie',
      fr: 'Vêtements de travail Protivo : la nouvelle collection',
      en: 'Protivo workwear: the new collection',
    },
    description: {
      nl: 'Beschermende kledij, handschoenen en schoenen van Protivo.',
      fr: 'Vêtements, gants et chaussures de protection Protivo.',
      en: 'Protective clothing, gloves and footwear by Protivo.',
    },
    brand: 'protivo',
    languages: ['nl', 'fr'],
    publishedAt: '2026-02-16T08:00:00.000Z',
    articlesOf: { brands: ['protivo'], count: 4 },
  },
  {
    key: 'sds-adhexo-adhesives',
    kind: 'safety-data-sheet',
    title: {
      nl: 'Veiligheidsinformatieblad Adhexo lijmen',
      fr: 'Fiche de données de sécurité colles Adhexo',
      en: 'Safety data sheet Adhexo adhesives',
    },
    description: {
      nl: 'Samenstelling, gevaren, opslag en eerste hulp volgens REACH (EG 1907/2006).',
      fr: 'Composition, dangers, stockage et premiers secours selon REACH (CE 1907/2006).',
      en: 'Composition, hazards, storage and first aid under REACH (EC 1907/2006).',
    },
    brand: 'adhexo',
    languages: allLanguages,
    publishedAt: '2025-11-10T08:00:00.000Z',
    articlesOf: { brands: ['adhexo'], count: 3 },
  },
  {
    key: 'sds-sealtron-sealants',
    kind: 'safety-data-sheet',
    title: {
      nl: 'Veiligheidsinformatieblad Sealtron kitten',
      fr: 'Fiche de données de sécurité mastics Sealtron',
      en: 'Safety data sheet Sealtron sealants',
    },
    description: {
      nl: 'Samenstelling, gevaren, opslag en eerste hulp volgens REACH (EG 1907/2006).',
      fr: 'Composition, dangers, stockage et premiers secours selon REACH (CE 1907/2006).',
      en: 'Composition, hazards, storage and first aid under REACH (EC 1907/2006).',
    },
    brand: 'sealtron',
    languages: allLanguages,
    publishedAt: '2025-12-01T08:00:00.000Z',
    articlesOf: { brands: ['sealtron'], count: 3 },
  },
  {
    key: 'manual-kravento-cordless-drill',
    kind: 'manual',
    title: {
      nl: 'Handleiding Kravento accuboormachine',
      fr: 'Mode d’emploi perceuse sans fil Kravento',
      en: 'Manual Kravento cordless drill',
    },
    description: {
      nl: 'Ingebruikname, veilig werken, onderhoud en het laden van de accu.',
      fr: 'Mise en service, travail en sécurité, entretien et charge de la batterie.',
      en: 'Getting started, working safely, maintenance and charging the battery.',
    },
    brand: 'kravento',
    languages: allLanguages,
    publishedAt: '2025-09-15T08:00:00.000Z',
    articlesOf: { brands: ['kravento'], count: 2 },
  },
  {
    key: 'certificate-iso-9001',
    kind: 'certificate',
    title: { nl: 'ISO 9001-certificaat', fr: 'Certificat ISO 9001', en: 'ISO 9001 certificate' },
    description: {
      nl: 'Ons kwaliteitsmanagementsysteem is gecertificeerd volgens ISO 9001:2015.',
      fr: 'Notre système de management de la qualité est certifié ISO 9001:2015.',
      en: 'Our quality management system is certified to ISO 9001:2015.',
    },
    brand: null,
    languages: ['en'],
    publishedAt: '2025-06-30T08:00:00.000Z',
  },
];

const labels: Record<Language, { kind: Record<CatalogFileKind, string>; articles: string; demo: string }> = {
  nl: {
    kind: {
      catalogue: 'Catalogus',
      leaflet: 'Folder',
      'safety-data-sheet': 'Veiligheidsinformatieblad',
      manual: 'Handleiding',
      certificate: 'Certificaat',
    },
    articles: 'Artikelen',
    demo: 'Voorbeelddocument van de demowinkel.',
  },
  fr: {
    kind: {
      catalogue: 'Catalogue',
      leaflet: 'Dépliant',
      'safety-data-sheet': 'Fiche de données de sécurité',
      manual: 'Mode d’emploi',
      certificate: 'Certificat',
    },
    articles: 'Articles',
    demo: 'Document d’exemple de la boutique de démonstration.',
  },
  en: {
    kind: {
      catalogue: 'Catalogue',
      leaflet: 'Leaflet',
      'safety-data-sheet': 'Safety data sheet',
      manual: 'Manual',
      certificate: 'Certificate',
    },
    articles: 'Articles',
    demo: 'Sample document of the demo shop.',
  },
};

/** A one-page PDF: the kind, title, description and the articles it is about. */
function renderPdf(file: DemoFile, language: Language, articles: readonly string[]): Promise<Buffer> {
  const text = labels[language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    // The same file on every seed: no creation date of the moment.
    info: { Title: file.title[language], Author: 'Trade Shop', CreationDate: new Date(file.publishedAt) },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.rect(56, 56, 483, 6).fill('#1e3a8a').fillColor('#1e3a8a');
  pdf.font('Helvetica-Bold').fontSize(11).text(text.kind[file.kind].toUpperCase(), 56, 80);
  pdf.fillColor('#111827').fontSize(24).text(file.title[language], { paragraphGap: 12 });
  pdf.font('Helvetica').fontSize(12).text(file.description[language], { paragraphGap: 16 });
  if (articles.length > 0) {
    pdf.font('Helvetica-Bold').text(text.articles, { paragraphGap: 4 });
    pdf.font('Helvetica').text(articles.join(', '), { paragraphGap: 16 });
  }
  pdf.fillColor('#6b7280').fontSize(9).text(text.demo);
  pdf.end();
  return done;
}

/** The first listed articles of some brands, by number. */
async function articlesOf(erp: ImportContext, brands: readonly string[], count: number): Promise<string[]> {
  const rows = await queryRows<{ product_number: string }>(
    erp.tx,
    sql`select p.product_number from product p join manufacturer m on m.id = p.manufacturer_id
        where m.erp_key = any(${sql.param([...brands])}::text[]) and p.parent_id is null and p.active
        order by p.product_number limit ${count}`,
  );
  return rows.map((row) => row.product_number);
}

/** Sends the demo files through the files catalogue's import. */
export async function importDemoFiles(erp: ImportContext, mediaDir: string): Promise<number> {
  const rows: CatalogFileRow[] = [];
  for (const file of demoFiles) {
    const articles = file.articlesOf
      ? await articlesOf(erp, file.articlesOf.brands, file.articlesOf.count)
      : [];
    const pdfs = await Promise.all(file.languages.map((language) => renderPdf(file, language, articles)));
    file.languages.forEach((language, index) => {
      rows.push({
        key: `${file.key}-${language}`,
        kind: file.kind,
        language,
        title: file.title[language],
        description: file.description[language],
        brand: file.brand,
        articles,
        publishedAt: file.publishedAt,
        contentBase64: pdfs[index]!.toString('base64'),
        changedAt: demoChangedAt,
      });
    });
  }
  await importCatalogFiles(erp, mediaDir, rows);
  return rows.length;
}
