import { demoUuid } from './ids.ts';
import type { Text4 } from './languages.ts';

const origins = {
  BE: ['Belgische', 'Belgian', 'belge', 'belgischer'],
  DE: ['Duitse', 'German', 'allemand', 'deutscher'],
  NL: ['Nederlandse', 'Dutch', 'néerlandais', 'niederländischer'],
  FR: ['Franse', 'French', 'français', 'französischer'],
  SE: ['Zweedse', 'Swedish', 'suédois', 'schwedischer'],
  IT: ['Italiaanse', 'Italian', 'italien', 'italienischer'],
} satisfies Record<string, Text4>;

/** What a brand makes: nl and en after "of", fr with its own preposition, de after "von". */
const specialities = {
  fasteners: ['bevestigingsmateriaal', 'fasteners', 'de visserie et de fixations', 'Befestigungstechnik'],
  anchors: ['pluggen en ankers', 'plugs and anchors', "de chevilles et d'ancrages", 'Dübeln und Ankern'],
  powerTools: ['elektrisch gereedschap', 'power tools', "d'outillage électroportatif", 'Elektrowerkzeugen'],
  handTools: ['handgereedschap', 'hand tools', "d'outillage à main", 'Handwerkzeugen'],
  measuring: ['meetgereedschap', 'measuring tools', "d'instruments de mesure", 'Messwerkzeugen'],
  accessories: [
    'boren en slijpmiddelen',
    'drill bits and abrasives',
    "de forets et d'abrasifs",
    'Bohrern und Schleifmitteln',
  ],
  ppe: [
    'persoonlijke beschermingsmiddelen',
    'personal protective equipment',
    "d'équipements de protection individuelle",
    'persönlicher Schutzausrüstung',
  ],
  eyewear: ['veiligheidsbrillen', 'safety eyewear', 'de lunettes de sécurité', 'Schutzbrillen'],
  hydraulics: [
    'hydraulische componenten',
    'hydraulic components',
    'de composants hydrauliques',
    'Hydraulikkomponenten',
  ],
  pneumatics: [
    'pneumatische componenten',
    'pneumatic components',
    'de composants pneumatiques',
    'Pneumatikkomponenten',
  ],
  electrical: [
    'elektrotechnisch materiaal',
    'electrical equipment',
    'de matériel électrique',
    'Elektromaterial',
  ],
  lighting: [
    'professionele verlichting',
    'professional lighting',
    "d'éclairage professionnel",
    'professioneller Beleuchtung',
  ],
  cables: ['kabels en leidingen', 'cables and wires', 'de câbles et de fils', 'Kabeln und Leitungen'],
  welding: ['lasapparatuur', 'welding equipment', 'de matériel de soudage', 'Schweißtechnik'],
  adhesives: [
    'lijmen en kitten',
    'adhesives and sealants',
    'de colles et de mastics',
    'Kleb- und Dichtstoffen',
  ],
  storage: ['bedrijfsinrichting', 'workplace equipment', "d'aménagement d'entreprise", 'Betriebseinrichtung'],
} satisfies Record<string, Text4>;

interface BrandDef {
  key: string;
  name: string;
  origin: keyof typeof origins;
  speciality: keyof typeof specialities;
  founded: number;
}

const brands: BrandDef[] = [
  { key: 'boltara', name: 'Boltara', origin: 'BE', speciality: 'fasteners', founded: 1962 },
  { key: 'fixonor', name: 'Fixonor', origin: 'DE', speciality: 'fasteners', founded: 1978 },
  { key: 'ankerdal', name: 'Ankerdal', origin: 'NL', speciality: 'anchors', founded: 1991 },
  { key: 'kravento', name: 'Kravento', origin: 'DE', speciality: 'powerTools', founded: 1954 },
  { key: 'toolvik', name: 'Toolvik', origin: 'SE', speciality: 'handTools', founded: 1936 },
  { key: 'mesurion', name: 'Mesurion', origin: 'FR', speciality: 'measuring', founded: 1983 },
  { key: 'drillmark', name: 'Drillmark', origin: 'DE', speciality: 'accessories', founded: 1971 },
  { key: 'protivo', name: 'Protivo', origin: 'NL', speciality: 'ppe', founded: 1998 },
  { key: 'safenor', name: 'Safenor', origin: 'BE', speciality: 'ppe', founded: 1987 },
  { key: 'occulis', name: 'Occulis', origin: 'FR', speciality: 'eyewear', founded: 2004 },
  { key: 'hydrovan', name: 'Hydrovan', origin: 'NL', speciality: 'hydraulics', founded: 1969 },
  { key: 'pneumalux', name: 'Pneumalux', origin: 'IT', speciality: 'pneumatics', founded: 1975 },
  { key: 'fluidor', name: 'Fluidor', origin: 'DE', speciality: 'hydraulics', founded: 1958 },
  { key: 'elvatec', name: 'Elvatec', origin: 'BE', speciality: 'electrical', founded: 1989 },
  { key: 'lumentra', name: 'Lumentra', origin: 'IT', speciality: 'lighting', founded: 2008 },
  { key: 'kabelstra', name: 'Kabelstra', origin: 'NL', speciality: 'cables', founded: 1966 },
  { key: 'arcforge', name: 'Arcforge', origin: 'SE', speciality: 'welding', founded: 1949 },
  { key: 'weldura', name: 'Weldura', origin: 'DE', speciality: 'welding', founded: 1981 },
  { key: 'adhexo', name: 'Adhexo', origin: 'FR', speciality: 'adhesives', founded: 1993 },
  { key: 'sealtron', name: 'Sealtron', origin: 'BE', speciality: 'adhesives', founded: 1977 },
  { key: 'rackvik', name: 'Rackvik', origin: 'SE', speciality: 'storage', founded: 1968 },
  { key: 'storalux', name: 'Storalux', origin: 'BE', speciality: 'storage', founded: 2001 },
];

export interface Manufacturer {
  key: string;
  id: string;
  name: string;
  link: string;
  description: Text4;
}

function describe(brand: BrandDef): Text4 {
  const origin = origins[brand.origin];
  const what = specialities[brand.speciality];
  return [
    `${brand.name} is een ${origin[0]} fabrikant van ${what[0]}, opgericht in ${brand.founded}.`,
    `${brand.name} is a ${origin[1]} manufacturer of ${what[1]}, founded in ${brand.founded}.`,
    `${brand.name} est un fabricant ${origin[2]} ${what[2]}, fondé en ${brand.founded}.`,
    `${brand.name} ist ein ${origin[3]} Hersteller von ${what[3]}, gegründet ${brand.founded}.`,
  ];
}

export const manufacturers: Manufacturer[] = brands.map((brand) => ({
  key: brand.key,
  id: demoUuid('manufacturer', brand.key),
  name: brand.name,
  link: `https://${brand.key}.example.com`,
  description: describe(brand),
}));

export const manufacturersByKey = new Map(manufacturers.map((entry) => [entry.key, entry]));
