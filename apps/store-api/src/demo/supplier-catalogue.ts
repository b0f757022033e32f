import { type ArticleDocumentKind, escapeXml } from '@tradeshop/domain';
import PDFDocument from 'pdfkit';
import { storeCatalogueDocument } from '../modules/catalog/index.ts';
import { type BmecatOutcome, erpImports, type ImportContext, importBmecat } from '../modules/erp/index.ts';
import type { MediaVariant } from './media.ts';
import type { Pictogram } from './pictograms.ts';

/**
 * The demo's supplier catalogue: two suppliers' product lines (Sealtron's sealants and adhesives,
 * Elvatec's sockets, switches, boxes and work lights) as a BMEcat 2005 file, with their data
 * sheets, safety data sheets, CE declarations, manuals and drawings as PDFs, imported at seed time
 * through the same code as a catalogue the integration API receives.
 */

type Texts = Record<'nl' | 'fr' | 'en', string>;

interface Variant {
  /** Added to the line's number: `SLT-SIL-` + `WH-300`. */
  code: string;
  /** Put in the line's names at `{variant}`. */
  label: Texts;
  /** The line's price times this. */
  priceFactor: number;
}

interface ProductLine {
  key: string;
  brand: 'Sealtron' | 'Elvatec';
  group: string;
  pictogram: Pictogram;
  names: Texts;
  description: Texts;
  additionalInfo: Texts;
  applications: Texts;
  variants: Variant[];
  /** The ETIM class its articles are of, and their features' values, per article. */
  etimClass: string;
  features: (variant: Variant) => Record<string, FeatureValue>;
  price: number;
  /** Lower prices from these quantities, as shares of the price. */
  tiers: readonly (readonly [number, number])[];
  orderUnit: 'C62' | 'PCE';
  documents: readonly ArticleDocumentKind[];
  /** Lines whose first articles are each article's accessories. */
  accessories: readonly string[];
  /** Numbers the line's articles replace: each is in the file too, discontinued, its successor the line's first article. */
  replaces?: { code: string; label: Texts };
}

const texts = (nl: string, fr: string, en: string): Texts => ({ nl, fr, en });

/** A feature's value in the catalogue: a value's code, a number, a range or yes and no. */
type FeatureValue = string | number | boolean | readonly [number, number];

/**
 * The demo distributor's mapping of the ETIM features its suppliers' catalogues use, sent through
 * the feature import like the ERP would: names per language, units by their UN/ECE code with their
 * symbols, and the values of the alphanumeric ones.
 */
const etimFeatures = {
  base: {
    key: 'EF002169',
    type: 'alphanumeric',
    names: texts('Basis', 'Base', 'Base'),
    values: [
      { key: 'EV000163', names: texts('siliconen', 'silicone', 'silicone') },
      { key: 'EV000171', names: texts('polyurethaan', 'polyuréthane', 'polyurethane') },
      { key: 'EV011170', names: texts('MS-polymeer', 'polymère MS', 'MS polymer') },
    ],
  },
  content: {
    key: 'EF007380',
    type: 'numeric',
    names: texts('Inhoud', 'Contenu', 'Content'),
    unit: { code: 'MLT', symbols: texts('ml', 'ml', 'ml') },
  },
  temperature: {
    key: 'EF008156',
    type: 'range',
    names: texts('Verwerkingstemperatuur', 'Température de mise en œuvre', 'Application temperature'),
    unit: { code: 'CEL', symbols: texts('°C', '°C', '°C') },
  },
  paintable: {
    key: 'EF002747',
    type: 'logical',
    names: texts('Overschilderbaar', 'Peut être peint', 'Paintable'),
  },
  protection: {
    key: 'EF005474',
    type: 'alphanumeric',
    names: texts('Beschermingsgraad (IP)', 'Indice de protection (IP)', 'Degree of protection (IP)'),
    values: ['IP20', 'IP44', 'IP65'].map((code, index) => ({
      key: `EV0064${['05', '14', '30'][index]}`,
      names: texts(code, code, code),
    })),
  },
  current: {
    key: 'EF000227',
    type: 'numeric',
    names: texts('Nominale stroom', 'Courant nominal', 'Rated current'),
    unit: { code: 'AMP', symbols: texts('A', 'A', 'A') },
  },
  gangs: {
    key: 'EF005483',
    type: 'numeric',
    names: texts('Aantal eenheden', 'Nombre de postes', 'Number of gangs'),
  },
  usb: {
    key: 'EF010156',
    type: 'logical',
    names: texts('Met USB-aansluiting', 'Avec prise USB', 'With USB port'),
  },
  depth: {
    key: 'EF000049',
    type: 'numeric',
    names: texts('Inbouwdiepte', 'Profondeur d’encastrement', 'Mounting depth'),
    unit: { code: 'MMT', symbols: texts('mm', 'mm', 'mm') },
  },
  power: {
    key: 'EF000280',
    type: 'numeric',
    names: texts('Vermogen', 'Puissance', 'Power'),
    unit: { code: 'WTT', symbols: texts('W', 'W', 'W') },
  },
  flux: {
    key: 'EF000095',
    type: 'numeric',
    names: texts('Lichtstroom', 'Flux lumineux', 'Luminous flux'),
    unit: { code: 'LUM', symbols: texts('lm', 'lm', 'lm') },
  },
} as const;
type Feature = keyof typeof etimFeatures;

/** The mapping as the feature import takes it, in the order products and filters show them. */
export const demoEtimMapping = Object.values(etimFeatures).map((feature, position) => ({
  ...feature,
  position: 100 + position,
  changedAt: '2026-01-02T00:00:00.000Z',
}));

const sealantFeatures =
  (base: 'EV000163' | 'EV000171' | 'EV011170', temperature: [number, number], paintable: boolean) =>
  (variant: Variant): Record<string, FeatureValue> =>
    featureValues({ base, content: variant.code.endsWith('600') ? 600 : 300, temperature, paintable });

/** Features by their names above as the ETIM codes the catalogue writes. */
function featureValues(values: Partial<Record<Feature, FeatureValue>>): Record<string, FeatureValue> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [etimFeatures[name as Feature].key, value as FeatureValue]),
  );
}

/** A switch, socket or frame's number of gangs from its code (`2-WH`, `3V-AL`, `D-CR`). */
const gangsOf = (code: string) => Number(/^(\d)/.exec(code)?.[1] ?? (code.startsWith('D') ? 2 : 1));

const sealantColours: Variant[] = [
  ['TR', texts('transparant', 'transparent', 'clear')],
  ['WH', texts('wit', 'blanc', 'white')],
  ['GR', texts('grijs', 'gris', 'grey')],
  ['BK', texts('zwart', 'noir', 'black')],
  ['BE', texts('beige', 'beige', 'beige')],
  ['AN', texts('antraciet', 'anthracite', 'anthracite')],
  ['MG', texts('manhattan', 'manhattan', 'manhattan')],
  ['JA', texts('jasmijn', 'jasmin', 'jasmine')],
].flatMap(([code, colour]) =>
  [
    ['300', texts('koker 300 ml', 'cartouche 300 ml', 'cartridge 300 ml'), 1],
    ['600', texts('worst 600 ml', 'poche 600 ml', 'foil pack 600 ml'), 1.85],
  ].map(([size, pack, factor]) => ({
    code: `${code}-${size}`,
    label: {
      nl: `${(colour as Texts).nl}, ${(pack as Texts).nl}`,
      fr: `${(colour as Texts).fr}, ${(pack as Texts).fr}`,
      en: `${(colour as Texts).en}, ${(pack as Texts).en}`,
    },
    priceFactor: factor as number,
  })),
);

const switchColours: [string, Texts][] = [
  ['WH', texts('wit', 'blanc', 'white')],
  ['CR', texts('crème', 'crème', 'cream')],
  ['AL', texts('aluminium', 'aluminium', 'aluminium')],
  ['BK', texts('mat zwart', 'noir mat', 'matt black')],
  ['ST', texts('rvs-look', 'aspect inox', 'stainless look')],
  ['AN', texts('antraciet', 'anthracite', 'anthracite')],
  ['GD', texts('champagne', 'champagne', 'champagne')],
  ['GL', texts('glanzend wit', 'blanc brillant', 'glossy white')],
];

const byColour = (kinds: [string, Texts, number][]): Variant[] =>
  switchColours.flatMap(([colour, colourName]) =>
    kinds.map(([code, kind, factor]) => ({
      code: `${code}-${colour}`,
      label: {
        nl: `${kind.nl}, ${colourName.nl}`,
        fr: `${kind.fr}, ${colourName.fr}`,
        en: `${kind.en}, ${colourName.en}`,
      },
      priceFactor: factor,
    })),
  );

const productLines: ProductLine[] = [
  {
    key: 'SLT-SIL',
    brand: 'Sealtron',
    group: 'adhesives/sealants/silicone-sealants',
    pictogram: 'cartridge',
    names: texts(
      'Sealtron Sanitair Silicone {variant}',
      'Sealtron Silicone Sanitaire {variant}',
      'Sealtron Sanitary Silicone {variant}',
    ),
    description: texts(
      'Schimmelwerende, elastische siliconenkit voor voegen in badkamers, keukens en natte ruimtes.',
      'Mastic silicone élastique anti-moisissures pour les joints des salles de bains, cuisines et pièces humides.',
      'Mould-resistant elastic silicone sealant for joints in bathrooms, kitchens and wet rooms.',
    ),
    additionalInfo: texts(
      'Verwerken tussen +5 en +40 °C. Huidvorming na 10 minuten, 2 mm uitharding per 24 uur. Houdbaar 18 maanden, droog en vorstvrij bewaard.',
      'Mise en œuvre entre +5 et +40 °C. Formation de peau après 10 minutes, polymérisation de 2 mm par 24 heures. Conservation 18 mois au sec et à l’abri du gel.',
      'Apply between +5 and +40 °C. Skins over after 10 minutes, cures 2 mm per 24 hours. Keeps 18 months stored dry and frost-free.',
    ),
    applications: texts(
      'Aansluitvoegen rond baden, douchebakken, wastafels en aanrechten; voegen tussen tegels en sanitair.',
      'Joints de raccordement autour des baignoires, receveurs de douche, lavabos et plans de travail ; joints entre carrelage et sanitaires.',
      'Connection joints around baths, shower trays, washbasins and worktops; joints between tiles and sanitary ware.',
    ),
    variants: sealantColours,
    etimClass: 'EC001175',
    features: sealantFeatures('EV000163', [5, 40], false),
    price: 6.4,
    tiers: [
      [24, 0.93],
      [120, 0.86],
    ],
    orderUnit: 'C62',
    documents: ['dataSheet', 'safetyDataSheet'],
    accessories: ['SLT-GUN', 'SLT-CLN'],
  },
  {
    key: 'SLT-PU',
    brand: 'Sealtron',
    group: 'adhesives/sealants/polyurethane-sealants',
    pictogram: 'cartridge',
    names: texts(
      'Sealtron PU 25 voegkit {variant}',
      'Sealtron PU 25 mastic de joint {variant}',
      'Sealtron PU 25 joint sealant {variant}',
    ),
    description: texts(
      'Overschilderbare polyurethaankit voor bewegende voegen in gevels, beton en metselwerk (25 % beweging).',
      'Mastic polyuréthane pouvant être peint pour joints de mouvement en façade, béton et maçonnerie (25 % de mouvement).',
      'Paintable polyurethane sealant for movement joints in façades, concrete and masonry (25 % movement).',
    ),
    additionalInfo: texts(
      'Voegbreedte 6 tot 35 mm; bij poreuze ondergronden eerst primer aanbrengen. Na 24 uur overschilderbaar.',
      'Largeur de joint de 6 à 35 mm ; appliquer un primaire sur les supports poreux. Peut être peint après 24 heures.',
      'Joint width 6 to 35 mm; prime porous substrates first. Paintable after 24 hours.',
    ),
    applications: texts(
      'Dilatatievoegen in gevels en vloeren, aansluitingen van kozijnen op metselwerk, voegen in prefab beton.',
      'Joints de dilatation en façade et au sol, raccords de châssis à la maçonnerie, joints de béton préfabriqué.',
      'Expansion joints in façades and floors, window frames to masonry, joints in precast concrete.',
    ),
    variants: sealantColours.filter((variant) => !/^(TR|JA|MG)/.test(variant.code)),
    etimClass: 'EC001175',
    features: sealantFeatures('EV000171', [5, 35], true),
    price: 8.9,
    tiers: [
      [24, 0.94],
      [120, 0.87],
    ],
    orderUnit: 'C62',
    documents: ['dataSheet', 'safetyDataSheet'],
    accessories: ['SLT-GUN', 'SLT-CLN'],
  },
  {
    key: 'SLT-HYB',
    brand: 'Sealtron',
    group: 'adhesives/sealants/hybrid-sealants',
    pictogram: 'cartridge',
    names: texts(
      'Sealtron Hybrid MS-polymeer {variant}',
      'Sealtron Hybrid polymère MS {variant}',
      'Sealtron Hybrid MS polymer {variant}',
    ),
    description: texts(
      'Elastische MS-polymeerkit zonder isocyanaten of oplosmiddelen, hecht ook op vochtige ondergronden.',
      'Mastic et colle en un : polymère MS sans isocyanates ni solvants, adhère aussi sur supports humides.',
      'Sealant and adhesive in one: MS polymer without isocyanates or solvents, also bonds to damp surfaces.',
    ),
    additionalInfo: texts(
      'Direct overschilderbaar met watergedragen verf. UV-bestendig.',
      'Peut être peint immédiatement avec une peinture à l’eau. Résiste aux UV.',
      'Paintable at once with water-based paint. UV-resistant.',
    ),
    applications: texts(
      'Dakgoten, metalen profielen, glas, spiegels, natuursteen en kunststoffen.',
      'Gouttières, profilés métalliques, verre, miroirs, pierre naturelle et plastiques.',
      'Gutters, metal profiles, glass, mirrors, natural stone and plastics.',
    ),
    variants: sealantColours,
    etimClass: 'EC001175',
    features: sealantFeatures('EV011170', [5, 40], true),
    price: 9.8,
    tiers: [
      [24, 0.93],
      [120, 0.86],
    ],
    orderUnit: 'C62',
    documents: ['dataSheet', 'safetyDataSheet'],
    accessories: ['SLT-GUN', 'SLT-CLN'],
  },
  {
    key: 'SLT-MNT',
    brand: 'Sealtron',
    group: 'adhesives/glues/construction-adhesives',
    pictogram: 'cartridge',
    names: texts(
      'Sealtron Fix Power montagelijm {variant}',
      'Sealtron Fix Power colle de montage {variant}',
      'Sealtron Fix Power construction adhesive {variant}',
    ),
    description: texts(
      'Oplosmiddelvrije montagelijm met hoge aanvangshechting, voor binnen en buiten.',
      'Colle de montage sans solvant à forte adhérence initiale, pour l’intérieur et l’extérieur.',
      'Solvent-free construction adhesive with high initial grab, for inside and outside.',
    ),
    additionalInfo: texts(
      'Eén zijde licht bevochtigen bij niet-poreuze materialen. Belastbaar na 24 uur.',
      'Humidifier légèrement une face pour les matériaux non poreux. Résistant après 24 heures.',
      'Lightly moisten one side for non-porous materials. Bears loads after 24 hours.',
    ),
    applications: texts(
      'Plinten, vensterbanken, panelen, isolatieplaten en profielen op hout, steen, beton en metaal.',
      'Plinthes, tablettes de fenêtre, panneaux, plaques d’isolation et profilés sur bois, pierre, béton et métal.',
      'Skirting boards, window sills, panels, insulation boards and profiles on wood, stone, concrete and metal.',
    ),
    variants: sealantColours.filter((variant) => /^(WH|BE)/.test(variant.code)),
    etimClass: 'EC002761',
    features: (variant) =>
      featureValues({
        content: variant.code.endsWith('600') ? 600 : 300,
        temperature: [5, 40],
        paintable: true,
      }),
    price: 7.6,
    tiers: [
      [24, 0.93],
      [120, 0.85],
    ],
    orderUnit: 'C62',
    documents: ['dataSheet', 'safetyDataSheet'],
    accessories: ['SLT-GUN'],
  },
  {
    key: 'SLT-GUN',
    brand: 'Sealtron',
    group: 'adhesives/glues/construction-adhesives',
    pictogram: 'cartridge',
    names: texts(
      'Sealtron kitpistool {variant}',
      'Sealtron pistolet à mastic {variant}',
      'Sealtron caulking gun {variant}',
    ),
    description: texts(
      'Stevig kitpistool met druppelstop, voor kokers van 290 tot 310 ml of worsten van 600 ml.',
      'Pistolet robuste avec anti-goutte, pour cartouches de 290 à 310 ml ou poches de 600 ml.',
      'Sturdy caulking gun with drip stop, for 290 to 310 ml cartridges or 600 ml foil packs.',
    ),
    additionalInfo: texts(
      'Vertanding 18:1; onderdelen los verkrijgbaar.',
      'Démultiplication 18:1 ; pièces disponibles séparément.',
      'Thrust ratio 18:1; parts available separately.',
    ),
    applications: texts(
      'Alle kitten en lijmen in kokers of worsten.',
      'Tous les mastics et colles en cartouche ou en poche.',
      'Every sealant and adhesive in cartridges or foil packs.',
    ),
    variants: [
      {
        code: 'STD',
        label: texts('standaard, koker', 'standard, cartouche', 'standard, cartridge'),
        priceFactor: 1,
      },
      { code: 'PRO', label: texts('Pro, koker', 'Pro, cartouche', 'Pro, cartridge'), priceFactor: 2.4 },
      {
        code: 'SAU',
        label: texts('Pro, worst 600 ml', 'Pro, poche 600 ml', 'Pro, foil pack 600 ml'),
        priceFactor: 3.1,
      },
    ],
    etimClass: 'EC011443',
    features: (variant) => featureValues({ content: variant.code === 'SAU' ? 600 : 310 }),
    price: 9.5,
    tiers: [[10, 0.92]],
    orderUnit: 'PCE',
    documents: ['dataSheet', 'manual'],
    accessories: [],
  },
  {
    key: 'SLT-CLN',
    brand: 'Sealtron',
    group: 'adhesives/technical-sprays/multi-purpose-sprays',
    pictogram: 'spray',
    names: texts(
      'Sealtron Clean kitreiniger {variant}',
      'Sealtron Clean nettoyant mastic {variant}',
      'Sealtron Clean sealant cleaner {variant}',
    ),
    description: texts(
      'Verwijdert verse kitresten van handen, gereedschap en ondergronden.',
      'Élimine les restes frais de mastic et de colle des mains, outils et supports.',
      'Removes fresh sealant and adhesive from hands, tools and surfaces.',
    ),
    additionalInfo: texts(
      'Niet op kunststoffen die oplosmiddelen niet verdragen.',
      'Pas sur les plastiques sensibles aux solvants.',
      'Not on plastics that do not bear solvents.',
    ),
    applications: texts('Na het voegen.', 'Après jointoiement et collage.', 'After sealing and gluing.'),
    variants: [
      { code: '400', label: texts('spuitbus 400 ml', 'aérosol 400 ml', 'aerosol 400 ml'), priceFactor: 1 },
      {
        code: 'W80',
        label: texts('doekjes, 80 stuks', 'lingettes, 80 pièces', 'wipes, 80 pieces'),
        priceFactor: 1.4,
      },
    ],
    etimClass: 'EC001984',
    features: (variant) => (variant.code === '400' ? featureValues({ content: 400 }) : {}),
    price: 7.2,
    tiers: [[24, 0.9]],
    orderUnit: 'C62',
    documents: ['dataSheet', 'safetyDataSheet'],
    accessories: [],
  },
  {
    key: 'ELV-SOC',
    brand: 'Elvatec',
    group: 'electrical/switches-and-sockets/sockets',
    pictogram: 'socket',
    names: texts(
      'Elvatec Linea stopcontact {variant}',
      'Elvatec Linea prise {variant}',
      'Elvatec Linea socket {variant}',
    ),
    description: texts(
      'Inbouwstopcontact met penaarde en kinderbeveiliging, 16 A 250 V, schroefloze klemmen.',
      'Prise encastrée avec broche de terre et sécurité enfant, 16 A 250 V, bornes sans vis.',
      'Flush socket with earth pin and child protection, 16 A 250 V, screwless terminals.',
    ),
    additionalInfo: texts(
      'Inbouwdiepte 32 mm; montage in inbouwdozen van 60 mm met klauwen of schroeven.',
      'Profondeur d’encastrement 32 mm ; montage dans des boîtes de 60 mm à griffes ou à vis.',
      'Flush depth 32 mm; fits 60 mm boxes with claws or screws.',
    ),
    applications: texts(
      'Woningen, kantoren en winkels.',
      'Logements, bureaux et commerces.',
      'Homes, offices and shops.',
    ),
    variants: byColour([
      ['1', texts('enkel', 'simple', 'single'), 1],
      ['2', texts('dubbel', 'double', 'double'), 1.8],
      [
        'USB',
        texts('enkel met USB-A en USB-C', 'simple avec USB-A et USB-C', 'single with USB-A and USB-C'),
        4.2,
      ],
      ['3', texts('drievoudig', 'triple', 'triple'), 2.6],
      ['IP', texts('met klapdeksel IP44', 'avec couvercle IP44', 'with hinged lid IP44'), 1.9],
    ]),
    etimClass: 'EC000125',
    features: (variant) =>
      featureValues({
        current: 16,
        gangs: gangsOf(variant.code),
        usb: variant.code.startsWith('USB'),
        protection: variant.code.startsWith('IP') ? 'EV006414' : 'EV006405',
      }),
    price: 6.9,
    tiers: [
      [10, 0.95],
      [50, 0.88],
    ],
    orderUnit: 'PCE',
    documents: ['dataSheet', 'ceDeclaration', 'manual'],
    accessories: ['ELV-BOX', 'ELV-CVR'],
  },
  {
    key: 'ELV-SW',
    brand: 'Elvatec',
    group: 'electrical/switches-and-sockets/switches',
    pictogram: 'socket',
    names: texts(
      'Elvatec Linea schakelaar {variant}',
      'Elvatec Linea interrupteur {variant}',
      'Elvatec Linea switch {variant}',
    ),
    description: texts(
      'Inbouwschakelaar 10 A 250 V met wip en afdekraam, schroefloze klemmen.',
      'Interrupteur encastré 10 A 250 V avec bascule et plaque, bornes sans vis.',
      'Flush switch 10 A 250 V with rocker and cover frame, screwless terminals.',
    ),
    additionalInfo: texts('Inbouwdiepte 28 mm.', 'Profondeur d’encastrement 28 mm.', 'Flush depth 28 mm.'),
    applications: texts(
      'Verlichting in woningen en kantoren.',
      'Éclairage de logements et bureaux.',
      'Lighting in homes and offices.',
    ),
    variants: byColour([
      ['E', texts('enkelpolig', 'unipolaire', 'one-way'), 1],
      ['W', texts('wissel', 'va-et-vient', 'two-way'), 1.15],
      ['D', texts('dubbel', 'double', 'double'), 1.6],
      ['P', texts('drukknop', 'bouton-poussoir', 'push button'), 1.2],
      ['K', texts('kruis', 'permutateur', 'intermediate'), 1.9],
    ]),
    etimClass: 'EC000044',
    features: (variant) =>
      featureValues({ current: 10, gangs: gangsOf(variant.code), protection: 'EV006405' }),
    price: 5.8,
    tiers: [
      [10, 0.95],
      [50, 0.88],
    ],
    orderUnit: 'PCE',
    documents: ['dataSheet', 'ceDeclaration'],
    accessories: ['ELV-BOX', 'ELV-CVR'],
  },
  {
    key: 'ELV-CVR',
    brand: 'Elvatec',
    group: 'electrical/switches-and-sockets/switches',
    pictogram: 'socket',
    names: texts(
      'Elvatec Linea afdekraam {variant}',
      'Elvatec Linea plaque de finition {variant}',
      'Elvatec Linea cover frame {variant}',
    ),
    description: texts(
      'Afdekraam van de Linea-reeks voor schakelaars en stopcontacten, horizontaal en verticaal te plaatsen.',
      'Plaque de finition de la série Linea pour interrupteurs et prises, à poser horizontalement ou verticalement.',
      'Cover frame of the Linea range for switches and sockets, fitted horizontally or vertically.',
    ),
    additionalInfo: texts('Klikt vast zonder schroeven.', 'Se clipse sans vis.', 'Clips on without screws.'),
    applications: texts(
      'Bij elke Linea-schakelaar en elk Linea-stopcontact.',
      'Avec tout interrupteur et toute prise Linea.',
      'With every Linea switch and socket.',
    ),
    variants: byColour([
      ['1V', texts('enkelvoudig', 'simple', 'single'), 1],
      ['2V', texts('tweevoudig', 'double', 'two-gang'), 1.7],
      ['3V', texts('drievoudig', 'triple', 'three-gang'), 2.4],
      ['4V', texts('viervoudig', 'quadruple', 'four-gang'), 3.1],
    ]),
    etimClass: 'EC000277',
    features: (variant) => featureValues({ gangs: gangsOf(variant.code) }),
    price: 2.9,
    tiers: [
      [10, 0.95],
      [50, 0.88],
    ],
    orderUnit: 'PCE',
    documents: ['dataSheet', 'drawing'],
    accessories: [],
  },
  {
    key: 'ELV-BOX',
    brand: 'Elvatec',
    group: 'electrical/switches-and-sockets/junction-boxes',
    pictogram: 'socket',
    names: texts(
      'Elvatec inbouwdoos {variant}',
      'Elvatec boîte d’encastrement {variant}',
      'Elvatec flush box {variant}',
    ),
    description: texts(
      'Halogeenvrije inbouwdoos voor schakelaars en stopcontacten, met invoeren voor buis van 16 en 20 mm.',
      'Boîte d’encastrement sans halogène pour interrupteurs et prises, avec entrées pour tubes de 16 et 20 mm.',
      'Halogen-free flush box for switches and sockets, with entries for 16 and 20 mm conduit.',
    ),
    additionalInfo: texts('Schroefafstand 60 mm.', 'Entraxe des vis 60 mm.', 'Screw spacing 60 mm.'),
    applications: texts('Metselwerk en beton.', 'Maçonnerie et béton.', 'Masonry and concrete.'),
    variants: [
      { code: '40', label: texts('diepte 40 mm', 'profondeur 40 mm', 'depth 40 mm'), priceFactor: 1 },
      { code: '50', label: texts('diepte 50 mm', 'profondeur 50 mm', 'depth 50 mm'), priceFactor: 1.1 },
      {
        code: '2X',
        label: texts('dubbel, diepte 40 mm', 'double, profondeur 40 mm', 'double, depth 40 mm'),
        priceFactor: 1.9,
      },
      {
        code: 'HW',
        label: texts(
          'hollewand, diepte 45 mm',
          'cloison creuse, profondeur 45 mm',
          'cavity wall, depth 45 mm',
        ),
        priceFactor: 1.4,
      },
    ],
    etimClass: 'EC000214',
    features: (variant) =>
      featureValues({
        depth: variant.code === 'HW' ? 45 : variant.code === '50' ? 50 : 40,
        gangs: variant.code === '2X' ? 2 : 1,
      }),
    price: 0.62,
    tiers: [
      [50, 0.9],
      [250, 0.8],
    ],
    orderUnit: 'PCE',
    documents: ['dataSheet', 'drawing'],
    accessories: [],
  },
  {
    key: 'ELV-LED',
    brand: 'Elvatec',
    group: 'electrical/lighting/led-work-lights',
    pictogram: 'lamp',
    names: texts(
      'Elvatec Worklight LED-bouwlamp {variant}',
      'Elvatec Worklight projecteur LED de chantier {variant}',
      'Elvatec Worklight LED site light {variant}',
    ),
    description: texts(
      'Robuuste LED-bouwlamp IP65 met aluminium behuizing, 5 m kabel en stekker.',
      'Projecteur LED de chantier robuste IP65, boîtier en aluminium, 5 m de câble avec fiche.',
      'Sturdy IP65 LED site light, aluminium housing, 5 m cable with plug.',
    ),
    additionalInfo: texts(
      'Kleurtemperatuur 5000 K, levensduur 30.000 uur.',
      'Température de couleur 5000 K, durée de vie 30 000 heures.',
      'Colour temperature 5000 K, rated life 30,000 hours.',
    ),
    applications: texts(
      'Bouwplaatsen, werkplaatsen en magazijnen.',
      'Chantiers, ateliers et entrepôts.',
      'Building sites, workshops and warehouses.',
    ),
    variants: [
      { code: '20', label: texts('20 W, 2.400 lm', '20 W, 2 400 lm', '20 W, 2,400 lm'), priceFactor: 1 },
      { code: '30', label: texts('30 W, 3.600 lm', '30 W, 3 600 lm', '30 W, 3,600 lm'), priceFactor: 1.3 },
      { code: '50', label: texts('50 W, 6.000 lm', '50 W, 6 000 lm', '50 W, 6,000 lm'), priceFactor: 1.8 },
      {
        code: '50S',
        label: texts(
          '50 W, 6.000 lm, op statief',
          '50 W, 6 000 lm, sur trépied',
          '50 W, 6,000 lm, on tripod',
        ),
        priceFactor: 2.6,
      },
    ],
    etimClass: 'EC002713',
    features: (variant) =>
      featureValues({
        power: Number.parseInt(variant.code, 10),
        flux: Number.parseInt(variant.code, 10) * 120,
        protection: 'EV006430',
      }),
    price: 34.9,
    tiers: [[10, 0.92]],
    orderUnit: 'PCE',
    documents: ['dataSheet', 'ceDeclaration', 'manual'],
    accessories: [],
    replaces: {
      code: '20-V1',
      label: texts('20 W (vorige reeks)', '20 W (série précédente)', '20 W (previous series)'),
    },
  },
];

const documentTitles: Record<ArticleDocumentKind, Texts> = {
  dataSheet: texts('Technische fiche', 'Fiche technique', 'Technical data sheet'),
  drawing: texts('Maattekening', 'Plan coté', 'Dimensional drawing'),
  cad: texts('CAD-model', 'Modèle CAO', 'CAD model'),
  safetyDataSheet: texts('Veiligheidsinformatieblad', 'Fiche de données de sécurité', 'Safety data sheet'),
  ceDeclaration: texts(
    'CE-conformiteitsverklaring',
    'Déclaration de conformité CE',
    'EC declaration of conformity',
  ),
  certificate: texts('Certificaat', 'Certificat', 'Certificate'),
  manual: texts('Handleiding', 'Mode d’emploi', 'Manual'),
};
const bmecatPurpose: Record<ArticleDocumentKind, string> = {
  dataSheet: 'data_sheet',
  drawing: 'dimensional_drawing',
  cad: 'cad',
  safetyDataSheet: 'safety_data_sheet',
  ceDeclaration: 'ce_declaration',
  certificate: 'certificate',
  manual: 'user_manual',
};
const bmecatLanguage = { nl: 'nld', fr: 'fra', en: 'eng' } as const;
const generatedAt = '2026-01-02T06:00:00+01:00';

const perLanguage = (element: string, value: Texts, attributes = '') =>
  (Object.keys(bmecatLanguage) as (keyof Texts)[])
    .map(
      (language) =>
        `<${element} lang="${bmecatLanguage[language]}"${attributes}>${escapeXml(value[language])}</${element}>`,
    )
    .join('');
const named = (template: Texts, variant: Texts): Texts => ({
  nl: template.nl.replace('{variant}', variant.nl),
  fr: template.fr.replace('{variant}', variant.fr),
  en: template.en.replace('{variant}', variant.en),
});

/** An EAN-13 of the demo's Belgian range (prefix 541), with its check digit. */
function gtinOf(serial: number): string {
  const digits = `5419870${String(serial).padStart(5, '0')}`;
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** The file name of a line's document of a kind, as the supplier ships it and the shop's library keeps it. */
const documentFile = (line: ProductLine, kind: ArticleDocumentKind) =>
  `${line.key.toLowerCase()}-${bmecatPurpose[kind].replace(/_/g, '-')}.pdf`;

interface Article {
  number: string;
  line: ProductLine;
  variant: Variant;
  discontinuedFor?: string;
}

function articlesOf(line: ProductLine): Article[] {
  const articles = line.variants.map((variant) => ({ number: `${line.key}-${variant.code}`, line, variant }));
  if (!line.replaces) return articles;
  const old = {
    number: `${line.key}-${line.replaces.code}`,
    line,
    variant: { code: line.replaces.code, label: line.replaces.label, priceFactor: 1 },
    discontinuedFor: articles[0]!.number,
  };
  return [...articles, old];
}

const unitOfFeature = new Map<string, string>(
  Object.values(etimFeatures).flatMap((feature) =>
    'unit' in feature ? [[feature.key, feature.unit.code]] : [],
  ),
);

/** An article's ETIM class and features, each value as the catalogue writes it. */
function featuresXml(line: ProductLine, variant: Variant): string {
  const features = Object.entries(line.features(variant)).map(([key, value]) => {
    const values = Array.isArray(value) ? value : [typeof value === 'boolean' ? String(value) : value];
    const unit = unitOfFeature.get(key);
    return `<FEATURE><FNAME>${key}</FNAME>${values.map((entry) => `<FVALUE>${entry}</FVALUE>`).join('')}${unit ? `<FUNIT>${unit}</FUNIT>` : ''}</FEATURE>`;
  });
  return `<PRODUCT_FEATURES><REFERENCE_FEATURE_SYSTEM_NAME>ETIM-9.0</REFERENCE_FEATURE_SYSTEM_NAME><REFERENCE_FEATURE_GROUP_ID>${line.etimClass}</REFERENCE_FEATURE_GROUP_ID>${features.join('')}</PRODUCT_FEATURES>`;
}

function productXml(article: Article, serial: number, picture: MediaVariant): string {
  const { line, variant } = article;
  const price = (factor: number) => (line.price * variant.priceFactor * factor).toFixed(2);
  const tiers = [[1, 1] as const, ...line.tiers]
    .map(
      ([from, factor]) =>
        `<PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${price(factor)}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.21</TAX><LOWER_BOUND>${from}</LOWER_BOUND></PRODUCT_PRICE>`,
    )
    .join('');
  const documents = line.documents
    .map(
      (kind, index) =>
        `<MIME><MIME_TYPE>application/pdf</MIME_TYPE><MIME_SOURCE>documents/${documentFile(line, kind)}</MIME_SOURCE>${perLanguage('MIME_DESCR', documentTitles[kind])}<MIME_PURPOSE>${bmecatPurpose[kind]}</MIME_PURPOSE><MIME_ORDER>${index + 3}</MIME_ORDER></MIME>`,
    )
    .join('');
  const accessories = line.accessories
    .flatMap((key) => articlesOf(productLines.find((other) => other.key === key)!).slice(0, 2))
    .map(
      (accessory) =>
        `<PRODUCT_REFERENCE type="accessories"><PROD_ID_TO>${accessory.number}</PROD_ID_TO></PRODUCT_REFERENCE>`,
    );
  const similar = articlesOf(line)
    .filter((other) => other.number !== article.number && !other.discontinuedFor)
    .slice(0, 3)
    .map(
      (other) =>
        `<PRODUCT_REFERENCE type="similar"><PROD_ID_TO>${other.number}</PROD_ID_TO></PRODUCT_REFERENCE>`,
    );
  const successor = article.discontinuedFor
    ? [
        `<PRODUCT_REFERENCE type="followup"><PROD_ID_TO>${article.discontinuedFor}</PROD_ID_TO></PRODUCT_REFERENCE>`,
      ]
    : [];
  return `<PRODUCT mode="new"><SUPPLIER_PID>${article.number}</SUPPLIER_PID><PRODUCT_DETAILS>${perLanguage(
    'DESCRIPTION_SHORT',
    named(line.names, variant.label),
  )}${perLanguage('DESCRIPTION_LONG', line.description)}<INTERNATIONAL_PID type="gtin">${gtinOf(serial)}</INTERNATIONAL_PID><MANUFACTURER_PID>${article.number.slice(4)}</MANUFACTURER_PID><MANUFACTURER_NAME>${line.brand}</MANUFACTURER_NAME>${perLanguage('REMARKS', line.additionalInfo)}${perLanguage('REMARKS', line.applications, ' type="application"')}${
    article.discontinuedFor ? '<PRODUCT_STATUS type="others">discontinued</PRODUCT_STATUS>' : ''
  }</PRODUCT_DETAILS>${featuresXml(line, variant)}<PRODUCT_ORDER_DETAILS><ORDER_UNIT>${line.orderUnit}</ORDER_UNIT><CONTENT_UNIT>${line.orderUnit}</CONTENT_UNIT><NO_CU_PER_OU>1</NO_CU_PER_OU><PRICE_QUANTITY>1</PRICE_QUANTITY><QUANTITY_MIN>1</QUANTITY_MIN><QUANTITY_INTERVAL>1</QUANTITY_INTERVAL></PRODUCT_ORDER_DETAILS><PRODUCT_PRICE_DETAILS>${tiers}</PRODUCT_PRICE_DETAILS><MIME_INFO><MIME><MIME_TYPE>image/svg+xml</MIME_TYPE><MIME_SOURCE>${picture.path}</MIME_SOURCE><MIME_PURPOSE>normal</MIME_PURPOSE><MIME_ORDER>1</MIME_ORDER></MIME><MIME><MIME_TYPE>image/webp</MIME_TYPE><MIME_SOURCE>${picture.photo.path}</MIME_SOURCE><MIME_PURPOSE>detail</MIME_PURPOSE><MIME_ORDER>2</MIME_ORDER></MIME>${documents}</MIME_INFO>${[
    ...accessories,
    ...similar,
    ...successor,
  ].join('')}</PRODUCT>`;
}

/** The demo's supplier catalogue as a BMEcat 2005 file, its pictures from the demo's media library. */
export function supplierCatalogueXml(library: ReadonlyMap<Pictogram, readonly MediaVariant[]>): string {
  const articles = productLines.flatMap(articlesOf);
  const products = articles.map((article, index) =>
    productXml(article, index + 1, library.get(article.line.pictogram)![0]!),
  );
  const groupMaps = articles.map(
    (article) =>
      `<PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>${article.number}</PROD_ID><CATALOG_GROUP_ID>${article.line.group}</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">',
    `<HEADER><CATALOG><LANGUAGE default="true">nld</LANGUAGE><LANGUAGE>fra</LANGUAGE><LANGUAGE>eng</LANGUAGE><CATALOG_ID>demo-suppliers</CATALOG_ID><CATALOG_VERSION>1.0</CATALOG_VERSION><DATETIME type="generation_date"><DATE>${generatedAt.slice(0, 10)}</DATE><TIME>${generatedAt.slice(11, 19)}</TIME><TIMEZONE>${generatedAt.slice(19)}</TIMEZONE></DATETIME><CURRENCY>EUR</CURRENCY></CATALOG><SUPPLIER><SUPPLIER_NAME>Sealtron en Elvatec</SUPPLIER_NAME></SUPPLIER></HEADER>`,
    '<T_NEW_CATALOG>',
    ...products,
    ...groupMaps,
    '</T_NEW_CATALOG>',
    '</BMECAT>',
  ].join('\n');
}

/** A one-page PDF of a product line's document: its kind, the line's name and texts, its articles. */
function renderDocument(line: ProductLine, kind: ArticleDocumentKind): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    // The same file on every seed: no creation date of the moment.
    info: {
      Title: `${line.key} ${documentTitles[kind].en}`,
      Author: line.brand,
      CreationDate: new Date(generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.rect(56, 56, 483, 6).fill('#1e3a8a').fillColor('#1e3a8a');
  pdf
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`${line.brand.toUpperCase()} · ${documentTitles[kind].nl} / ${documentTitles[kind].fr}`, 56, 80);
  for (const language of ['nl', 'fr'] as const) {
    pdf
      .fillColor('#111827')
      .font('Helvetica-Bold')
      .fontSize(18)
      .text(named(line.names, { nl: '', fr: '', en: '' })[language].trim(), { paragraphGap: 6 });
    pdf.font('Helvetica').fontSize(11).text(line.description[language], { paragraphGap: 6 });
    pdf.text(line.additionalInfo[language], { paragraphGap: 14 });
  }
  pdf.font('Helvetica-Bold').text('Art.', { paragraphGap: 4 });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(
      articlesOf(line)
        .map((article) => article.number)
        .join(', '),
      { paragraphGap: 16 },
    );
  pdf
    .fillColor('#6b7280')
    .fontSize(9)
    .text('Voorbeelddocument van de demowinkel. Document d’exemple de la boutique de démonstration.');
  pdf.end();
  return done;
}

/**
 * Writes the lines' documents to the media library as a supplier's files come in (under their file
 * names, `erp/<file>`), sends the distributor's mapping of the ETIM features, then imports the
 * catalogue, which names the files in folders of its own and the features by their ETIM codes.
 */
export async function importDemoSupplierCatalogue(
  erp: ImportContext,
  mediaDir: string,
  library: ReadonlyMap<Pictogram, readonly MediaVariant[]>,
): Promise<BmecatOutcome> {
  for (const line of productLines) {
    for (const kind of line.documents) {
      await storeCatalogueDocument(
        erp.tx,
        mediaDir,
        documentFile(line, kind),
        await renderDocument(line, kind),
      );
    }
  }
  await erpImports.features(erp, demoEtimMapping);
  const xml = supplierCatalogueXml(library);
  return importBmecat(erp, {
    open: async function* () {
      yield xml;
    },
    receivedAt: new Date(generatedAt),
  });
}
