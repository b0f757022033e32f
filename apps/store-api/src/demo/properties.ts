import { demoUuid } from './ids.ts';
import { same, type Text4 } from './languages.ts';

export type GroupKey =
  | 'thread'
  | 'diameter'
  | 'length'
  | 'size'
  | 'voltage'
  | 'material'
  | 'finish'
  | 'norm'
  | 'colour'
  | 'power'
  | 'volume'
  | 'pressure'
  | 'crossSection'
  | 'protection'
  | 'capacity'
  | 'weight'
  | 'current'
  | 'version';

export interface OptionDef {
  key: string;
  /** As written inside a product name; the property label is this with a capital. */
  label: Text4;
  /** French feminine form, for names of feminine products (`zinguée`). */
  feminine?: string;
  colorHexCode?: string;
}

export interface GroupDef {
  key: GroupKey;
  name: Text4;
  displayType: 'text' | 'color';
  visibleInSearchResults: boolean;
  options: OptionDef[];
}

/** Options whose label is the same in every language: codes, numbers with units. */
function codes(...labels: string[]): OptionDef[] {
  return labels.map((label) => ({ key: label, label: same(label) }));
}

const withUnit =
  (unit: string) =>
  (...values: number[]): string[] =>
    values.map((value) => `${value} ${unit}`);

export const mm = withUnit('mm');
export const m = withUnit('m');
export const g = withUnit('g');
export const kg = withUnit('kg');
export const t = withUnit('t');
export const ml = withUnit('ml');
export const l = withUnit('l');
export const bar = withUnit('bar');
export const watt = withUnit('W');
export const volt = withUnit('V');
export const ampere = withUnit('A');

function word(key: string, label: Text4, extra: Partial<OptionDef> = {}): OptionDef {
  return { key, label, ...extra };
}

const materials: OptionDef[] = [
  word('steel', ['staal', 'steel', 'acier', 'Stahl']),
  word('stainless', ['roestvast staal', 'stainless steel', 'acier inoxydable', 'Edelstahl']),
  word('brass', ['messing', 'brass', 'laiton', 'Messing']),
  word('aluminium', ['aluminium', 'aluminium', 'aluminium', 'Aluminium']),
  word('copper', ['koper', 'copper', 'cuivre', 'Kupfer']),
  word('polyamide', ['polyamide', 'polyamide', 'polyamide', 'Polyamid']),
  word('pvc', same('PVC')),
  word('pu', ['polyurethaan', 'polyurethane', 'polyuréthane', 'Polyurethan']),
  word('rubber', ['rubber', 'rubber', 'caoutchouc', 'Gummi']),
  word('nitrile', ['nitril', 'nitrile', 'nitrile', 'Nitril']),
  word('leather', ['leder', 'leather', 'cuir', 'Leder']),
  word('polyester', ['polyester', 'polyester', 'polyester', 'Polyester']),
  word('cotton', ['katoen', 'cotton', 'coton', 'Baumwolle']),
  word('polycarbonate', ['polycarbonaat', 'polycarbonate', 'polycarbonate', 'Polycarbonat']),
  word('chromeVanadium', ['chroom-vanadium', 'chrome vanadium', 'chrome-vanadium', 'Chrom-Vanadium']),
  word('hss', same('HSS')),
  word('hssCo', same('HSS-Co')),
  word('carbide', ['hardmetaal', 'carbide', 'carbure', 'Hartmetall']),
  word('wood', ['hout', 'wood', 'bois', 'Holz']),
  word('polypropylene', ['polypropyleen', 'polypropylene', 'polypropylène', 'Polypropylen']),
  word('polyolefin', ['polyolefine', 'polyolefin', 'polyoléfine', 'Polyolefin']),
  word('paper', ['papier', 'paper', 'papier', 'Papier']),
  word('cyanoacrylate', ['cyanoacrylaat', 'cyanoacrylate', 'cyanoacrylate', 'Cyanacrylat']),
  word('diatomite', ['diatomeeënaarde', 'diatomaceous earth', 'terre de diatomée', 'Kieselgur']),
];

const finishes: OptionDef[] = [
  word('zinc', ['verzinkt', 'zinc plated', 'zingué', 'verzinkt'], { feminine: 'zinguée' }),
  word('yellowZinc', ['geel verzinkt', 'yellow zinc plated', 'zingué jaune', 'gelb verzinkt'], {
    feminine: 'zinguée jaune',
  }),
  word('hotDip', ['thermisch verzinkt', 'hot-dip galvanised', 'galvanisé à chaud', 'feuerverzinkt'], {
    feminine: 'galvanisée à chaud',
  }),
  word('plain', ['blank', 'plain', 'brut', 'blank'], { feminine: 'brute' }),
  word('black', ['zwart', 'black', 'noir', 'schwarz'], { feminine: 'noire' }),
  word('a2', ['RVS A2', 'stainless steel A2', 'inox A2', 'Edelstahl A2']),
  word('a4', ['RVS A4', 'stainless steel A4', 'inox A4', 'Edelstahl A4']),
  word('chrome', ['verchroomd', 'chrome plated', 'chromé', 'verchromt'], { feminine: 'chromée' }),
  word('powder', ['gepoedercoat', 'powder coated', 'thermolaqué', 'pulverbeschichtet'], {
    feminine: 'thermolaquée',
  }),
];

const colours: OptionDef[] = [
  word('black', ['zwart', 'black', 'noir', 'schwarz'], { feminine: 'noire', colorHexCode: '#212121' }),
  word('white', ['wit', 'white', 'blanc', 'weiß'], { feminine: 'blanche', colorHexCode: '#f5f5f5' }),
  word('grey', ['grijs', 'grey', 'gris', 'grau'], { feminine: 'grise', colorHexCode: '#8a9199' }),
  word('red', ['rood', 'red', 'rouge', 'rot'], { colorHexCode: '#c62828' }),
  word('blue', ['blauw', 'blue', 'bleu', 'blau'], { feminine: 'bleue', colorHexCode: '#1565c0' }),
  word('navy', ['marineblauw', 'navy', 'bleu marine', 'marineblau'], { colorHexCode: '#1a2a4f' }),
  word('yellow', ['geel', 'yellow', 'jaune', 'gelb'], { colorHexCode: '#f9c80e' }),
  word('green', ['groen', 'green', 'vert', 'grün'], { feminine: 'verte', colorHexCode: '#2e7d32' }),
  word('orange', ['oranje', 'orange', 'orange', 'orange'], { colorHexCode: '#ef6c00' }),
  word('brown', ['bruin', 'brown', 'brun', 'braun'], { feminine: 'brune', colorHexCode: '#6d4c41' }),
  word('transparent', ['transparant', 'transparent', 'transparent', 'transparent'], {
    feminine: 'transparente',
    colorHexCode: '#dfe9ef',
  }),
  word('fluoYellow', ['fluogeel', 'fluorescent yellow', 'jaune fluo', 'warngelb'], {
    colorHexCode: '#dfff11',
  }),
  word('fluoOrange', ['fluo-oranje', 'fluorescent orange', 'orange fluo', 'warnorange'], {
    colorHexCode: '#ff6f00',
  }),
  word('mixed', ['gemengde kleuren', 'mixed colours', 'couleurs assorties', 'gemischte Farben'], {
    colorHexCode: '#b0a18f',
  }),
];

const versions: OptionDef[] = [
  word('solo', ['zonder accu', 'body only', 'sans batterie', 'ohne Akku']),
  ...codes('1 x 4 Ah', '2 x 4 Ah', '2 x 5 Ah'),
];

function group(
  key: GroupKey,
  name: Text4,
  options: OptionDef[],
  settings: { displayType?: 'color'; visibleInSearchResults?: boolean } = {},
): GroupDef {
  return {
    key,
    name,
    displayType: settings.displayType ?? 'text',
    visibleInSearchResults: settings.visibleInSearchResults ?? false,
    options,
  };
}

export const propertyGroups: GroupDef[] = [
  group(
    'thread',
    ['Draad', 'Thread', 'Filetage', 'Gewinde'],
    codes(
      'M4',
      'M5',
      'M6',
      'M8',
      'M10',
      'M12',
      'M16',
      'M20',
      'M24',
      '1/8"',
      '1/4"',
      '3/8"',
      '1/2"',
      '3/4"',
      '1"',
    ),
    { visibleInSearchResults: true },
  ),
  group(
    'diameter',
    ['Diameter', 'Diameter', 'Diamètre', 'Durchmesser'],
    codes(
      ...mm(
        2,
        3,
        4,
        5,
        6,
        8,
        10,
        12,
        13,
        14,
        16,
        19,
        20,
        25,
        32,
        40,
        50,
        63,
        100,
        115,
        125,
        160,
        165,
        190,
        230,
      ),
    ),
  ),
  group(
    'length',
    ['Lengte', 'Length', 'Longueur', 'Länge'],
    codes(
      ...mm(16, 20, 25, 30, 35, 40, 50, 60, 70, 80, 100, 120, 125, 150, 160, 180, 200, 250, 300, 350, 400),
      ...mm(450, 500, 550, 600, 1000, 1200, 1500, 2000, 3000),
      ...m(3, 5, 8, 10, 15, 20, 25, 30, 40, 50, 100),
    ),
    { visibleInSearchResults: true },
  ),
  group(
    'size',
    ['Maat', 'Size', 'Taille', 'Größe'],
    codes(
      ...['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '6', '7', '8', '9', '10', '11'],
      ...['38', '39', '40', '41', '42', '43', '44', '45', '46', '47'],
    ),
    { visibleInSearchResults: true },
  ),
  group('voltage', ['Spanning', 'Voltage', 'Tension', 'Spannung'], codes(...volt(12, 18, 36, 230, 400)), {
    visibleInSearchResults: true,
  }),
  group('material', ['Materiaal', 'Material', 'Matériau', 'Material'], materials, {
    visibleInSearchResults: true,
  }),
  group('finish', ['Oppervlakte', 'Finish', 'Finition', 'Oberfläche'], finishes),
  group(
    'norm',
    ['Norm', 'Standard', 'Norme', 'Norm'],
    codes(
      ...['DIN 931', 'DIN 933', 'ISO 4017', 'DIN 912', 'ISO 4762', 'DIN 603', 'DIN 975', 'DIN 6921'],
      ...['DIN 934', 'ISO 4032', 'DIN 982', 'DIN 985', 'DIN 6923', 'DIN 1587', 'DIN 315', 'DIN 7981'],
      ...['ISO 7049', 'DIN 7504', 'DIN 125', 'ISO 7089', 'DIN 127', 'DIN 440', 'DIN 9021', 'DIN 6798'],
      ...['DIN 338', 'DIN 3017', 'EN 12413', 'EN 60900', 'EN 140', 'EN 149', 'EN 166', 'EN 175', 'EN 352-1'],
      ...['EN 352-2', 'EN 374', 'EN 379', 'EN 388', 'EN 455', 'EN 12477', 'EN ISO 20345', 'EN ISO 20471'],
      ...['EN ISO 25980', 'EN 853 1SN', 'EN 853 2SN', 'EN 854', 'EN 856 4SP', 'ISO 7241-A', 'ISO 16028'],
      ...['ISO 8434-1', 'ISO 6432', 'ISO 15552', 'ISO VG 32', 'ISO VG 46', 'ISO VG 68', 'DIN 51825'],
      ...['EN 60598', 'EN 60669', 'EN 60884', 'EN ISO 636', 'EN ISO 2560', 'EN ISO 14341', 'EN ISO 14343'],
      ...['EN 1366-4', 'EN 14470-1', 'EG 1223/2009', 'ISO 11600', 'EEG 75/324'],
    ),
  ),
  group('colour', ['Kleur', 'Colour', 'Couleur', 'Farbe'], colours, { displayType: 'color' }),
  group(
    'power',
    ['Vermogen', 'Power', 'Puissance', 'Leistung'],
    codes(...watt(5, 10, 20, 30, 40, 50, 100, 400, 500, 600, 750, 900, 1200, 1500, 1800, 2000, 2300)),
  ),
  group(
    'volume',
    ['Inhoud', 'Volume', 'Contenance', 'Inhalt'],
    codes(...ml(20, 50, 290, 300, 310, 400, 500, 600, 750), ...l(1, 3, 5, 20)),
  ),
  group(
    'pressure',
    ['Werkdruk', 'Working pressure', 'Pression de service', 'Betriebsdruck'],
    codes(...bar(10, 16, 20, 40, 100, 160, 210, 250, 350, 400, 700)),
  ),
  group(
    'crossSection',
    ['Kabeltype', 'Cable type', 'Type de câble', 'Leitungstyp'],
    codes(
      ...['3G0,75 mm²', '3G1,5 mm²', '3G2,5 mm²', '4G1 mm²', '5G1,5 mm²', '5G2,5 mm²', '5G4 mm²', '5G6 mm²'],
      ...['7G1,5 mm²', '12G1 mm²', 'Cat 6 U/UTP', 'Cat 6A S/FTP', 'Cat 7 S/FTP'],
    ),
  ),
  group(
    'protection',
    ['Beschermingsklasse', 'Protection class', 'Classe de protection', 'Schutzklasse'],
    codes(
      ...[
        'IP20',
        'IP44',
        'IP54',
        'IP55',
        'IP65',
        'IP67',
        'S1P',
        'S3',
        'S3 SRC',
        'S5',
        'FFP1',
        'FFP2',
        'FFP3',
      ],
      ...['A1P2', 'ABEK1', 'SNR 25 dB', 'SNR 30 dB', 'SNR 35 dB'],
    ),
  ),
  group(
    'capacity',
    ['Draagvermogen', 'Load capacity', 'Capacité de charge', 'Tragfähigkeit'],
    codes(...kg(100, 150, 200, 250, 300, 500, 1000, 2000, 2500, 3000), ...t(5, 10, 20, 30, 50)),
  ),
  group(
    'weight',
    ['Gewicht', 'Weight', 'Poids', 'Gewicht'],
    codes(...g(300, 400, 500, 800), ...kg(1, 5, 10, 15, 20)),
  ),
  group(
    'current',
    ['Lasstroom', 'Welding current', 'Courant de soudage', 'Schweißstrom'],
    codes(...ampere(140, 160, 200, 250, 300, 315, 400, 500)),
  ),
  group('version', ['Uitvoering', 'Version', 'Version', 'Ausführung'], versions),
];

export const groupsByKey = new Map(propertyGroups.map((entry) => [entry.key, entry]));

export function groupId(key: GroupKey): string {
  return demoUuid('property-group', key);
}

export function optionId(group: GroupKey, option: string): string {
  return demoUuid('property-option', `${group}:${option}`);
}

export function findOption(group: GroupKey, key: string): OptionDef {
  const option = groupsByKey.get(group)?.options.find((candidate) => candidate.key === key);
  if (!option) throw new Error(`Unknown option ${key} of property group ${group}`);
  return option;
}
