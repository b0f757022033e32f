/** The fixed footer's regional contacts: four areas with two locations each (storefront.md §2, §9). */
export type Region = 'east' | 'south' | 'west' | 'north';

export interface RegionalContact {
  city: string;
  phone: string;
  email: string;
}

export const regionalContacts: readonly { region: Region; locations: readonly RegionalContact[] }[] = [
  {
    region: 'east',
    locations: [
      { city: 'Hasselt', phone: '+32 11 50 20 21', email: 'oost.hasselt@tradeshop.example' },
      { city: 'Genk', phone: '+32 89 30 20 22', email: 'oost.genk@tradeshop.example' },
    ],
  },
  {
    region: 'south',
    locations: [
      { city: 'Liège', phone: '+32 4 250 40 41', email: 'sud.liege@tradeshop.example' },
      { city: 'Namur', phone: '+32 81 40 40 42', email: 'sud.namur@tradeshop.example' },
    ],
  },
  {
    region: 'west',
    locations: [
      { city: 'Melle', phone: '+32 9 250 30 31', email: 'west.melle@tradeshop.example' },
      { city: 'Kortrijk', phone: '+32 56 30 30 32', email: 'west.kortrijk@tradeshop.example' },
    ],
  },
  {
    region: 'north',
    locations: [
      { city: 'Antwerpen', phone: '+32 3 500 10 11', email: 'noord.antwerpen@tradeshop.example' },
      { city: 'Turnhout', phone: '+32 14 40 10 12', email: 'noord.turnhout@tradeshop.example' },
    ],
  },
];

/** `+32 3 500 10 10` as a `tel:` link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** Customer service, offered by the chat launcher. */
export const customerService = {
  phone: '+32 3 500 10 00',
  email: 'service@tradeshop.example',
} as const;
