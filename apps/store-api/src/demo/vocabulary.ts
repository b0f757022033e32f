import type { CrossSellingKind, Sale } from './catalogue-types.ts';
import { demoUuid } from './ids.ts';
import type { Text4 } from './languages.ts';

export const deliveryTimes = [
  { key: 'days-1-2', min: 1, max: 2, unit: 'day', name: ['1-2 dagen', '1-2 days', '1-2 jours', '1-2 Tage'] },
  { key: 'days-2-5', min: 2, max: 5, unit: 'day', name: ['2-5 dagen', '2-5 days', '2-5 jours', '2-5 Tage'] },
  {
    key: 'weeks-1-2',
    min: 1,
    max: 2,
    unit: 'week',
    name: ['1-2 weken', '1-2 weeks', '1-2 semaines', '1-2 Wochen'],
  },
  {
    key: 'weeks-2-4',
    min: 2,
    max: 4,
    unit: 'week',
    name: ['2-4 weken', '2-4 weeks', '2-4 semaines', '2-4 Wochen'],
  },
].map((entry) => ({
  ...entry,
  id: demoUuid('delivery-time', entry.key),
  name: entry.name as unknown as Text4,
}));

export const crossSellingNames: Record<CrossSellingKind, Text4> = {
  matchingNuts: ['Bijpassende moeren', 'Matching nuts', 'Écrous assortis', 'Passende Muttern'],
  matchingWashers: [
    'Bijpassende ringen',
    'Matching washers',
    'Rondelles assorties',
    'Passende Unterlegscheiben',
  ],
  accessories: ['Toebehoren', 'Accessories', 'Accessoires', 'Zubehör'],
  similar: ['Vergelijkbare producten', 'Similar products', 'Produits similaires', 'Ähnliche Produkte'],
  boughtTogether: [
    'Vaak samen gekocht',
    'Frequently bought together',
    'Souvent achetés ensemble',
    'Häufig zusammen gekauft',
  ],
};

export function brandSentence(brand: string, category: Text4): Text4 {
  return [
    `Een kwaliteitsproduct van ${brand} uit de categorie ${category[0]}.`,
    `A quality product by ${brand} from the ${category[1]} category.`,
    `Un produit de qualité signé ${brand}, dans la catégorie ${category[2]}.`,
    `Ein Qualitätsprodukt von ${brand} aus der Kategorie ${category[3]}.`,
  ];
}

/** The sentence that explains an unusual sales unit, if any. */
export function saleSentence(sale: Sale, packSize: number): Text4 | null {
  switch (sale) {
    case 'per5':
      return [
        'Verkocht per 5 stuks, minimale afname 10 stuks.',
        'Sold in multiples of 5, minimum order 10 pieces.',
        'Vendu par multiples de 5, commande minimale de 10 pièces.',
        'Verkauf in Vielfachen von 5, Mindestabnahme 10 Stück.',
      ];
    case 'box':
      return [
        `Verpakt per doos van ${packSize} stuks.`,
        `Packed in boxes of ${packSize}.`,
        `Conditionné en boîtes de ${packSize} pièces.`,
        `Verpackt in Kartons zu ${packSize} Stück.`,
      ];
    case 'metre':
      return [
        'Op maat gesneden, te bestellen per 0,5 meter.',
        'Cut to length, to be ordered in steps of 0.5 metre.',
        'Coupé à longueur, à commander par pas de 0,5 mètre.',
        'Zuschnitt nach Maß, bestellbar in Schritten von 0,5 Meter.',
      ];
    case 'kilogram':
      return [
        'Verkocht per kilogram.',
        'Sold by the kilogram.',
        'Vendu au kilogramme.',
        'Verkauf per Kilogramm.',
      ];
    case 'litre':
      return [
        'Afgevuld uit vat en verkocht per liter, minimaal 5 liter.',
        'Drawn from the drum and sold by the litre, minimum 5 litres.',
        'Soutiré du fût et vendu au litre, minimum 5 litres.',
        'Aus dem Fass abgefüllt und per Liter verkauft, mindestens 5 Liter.',
      ];
    case 'piece':
      return null;
  }
}

/** `(doos 100 st.)` after the name of an article sold by the box. */
export function packSuffix(packSize: number): Text4 {
  return [
    `(doos ${packSize} st.)`,
    `(box of ${packSize})`,
    `(boîte de ${packSize})`,
    `(Packung ${packSize} St.)`,
  ];
}

export const closingSentences: Text4[] = [
  [
    'Technische fiche op aanvraag verkrijgbaar.',
    'Technical data sheet available on request.',
    'Fiche technique disponible sur demande.',
    'Technisches Datenblatt auf Anfrage erhältlich.',
  ],
  [
    'Ook verkrijgbaar in andere afmetingen en uitvoeringen.',
    'Also available in other sizes and versions.',
    "Également disponible dans d'autres dimensions et versions.",
    'Auch in anderen Abmessungen und Ausführungen erhältlich.',
  ],
  [
    'Vraag naar volumekortingen voor grotere afnames.',
    'Ask about volume discounts for larger quantities.',
    'Renseignez-vous sur nos remises sur quantité.',
    'Fragen Sie nach Mengenrabatten für größere Abnahmemengen.',
  ],
  [
    'Afhalen kan in al onze vestigingen.',
    'Collection is possible at all our branches.',
    'Retrait possible dans toutes nos agences.',
    'Abholung in allen unseren Niederlassungen möglich.',
  ],
];

export function categoryDescription(name: Text4): Text4 {
  return [
    `${name[0]} voor professionals: een ruim assortiment, snel geleverd uit voorraad.`,
    `${name[1]} for professionals: a wide range, delivered quickly from stock.`,
    `${name[2]} pour les professionnels : un large assortiment, livré rapidement depuis notre stock.`,
    `${name[3]} für Profis: ein breites Sortiment, schnell ab Lager geliefert.`,
  ];
}

/** Product lines of the brands: language-neutral words such as `FlexLine 300`. */
export const seriesPrefixes = [
  'Pro',
  'Flex',
  'Max',
  'Grip',
  'Power',
  'Ultra',
  'Eco',
  'Titan',
  'Smart',
  'Duo',
  'Xtra',
  'Prime',
];
export const seriesSuffixes = [
  'Line',
  'Tec',
  'Guard',
  'Force',
  'Master',
  'Plus',
  'Work',
  'Safe',
  'Star',
  'Core',
];
