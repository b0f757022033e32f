/** The distributor's shops: pickup locations at checkout and the shops of the footer. */
export interface Shop {
  /** Branch code (see `branchCodes`). */
  code: string;
  name: string;
  street: string;
  zipcode: string;
  city: string;
  phone: string;
  email: string;
  /** Monday to Friday 8:00-17:00 (storefront.md §9). */
  openingHours: string;
  /** The warehouse whose stock the shop hands out; null when its pickups come from the others. */
  warehouseCode: string | null;
}

export const shops: readonly Shop[] = [
  {
    code: 'IMH_ANT',
    name: 'Trade Shop Antwerpen',
    street: 'Noorderlaan 112',
    zipcode: '2030',
    city: 'Antwerpen',
    phone: '+32 3 500 10 10',
    email: 'antwerpen@tradeshop.example',
    openingHours: 'Mon-Fri 08:00-17:00',
    warehouseCode: 'ANT',
  },
  {
    code: 'IMH_HAS',
    name: 'Trade Shop Hasselt',
    street: 'Kempische Steenweg 300',
    zipcode: '3500',
    city: 'Hasselt',
    phone: '+32 11 50 20 20',
    email: 'hasselt@tradeshop.example',
    openingHours: 'Mon-Fri 08:00-17:00',
    warehouseCode: null,
  },
  {
    code: 'IMM_MEL',
    name: 'Trade Shop Melle',
    street: 'Brusselsesteenweg 450',
    zipcode: '9090',
    city: 'Melle',
    phone: '+32 9 250 30 30',
    email: 'melle@tradeshop.example',
    openingHours: 'Mon-Fri 08:00-17:00',
    warehouseCode: 'MEL',
  },
  {
    code: 'IML_LIE',
    name: 'Trade Shop Liège',
    street: 'Rue de Herstal 80',
    zipcode: '4000',
    city: 'Liège',
    phone: '+32 4 250 40 40',
    email: 'liege@tradeshop.example',
    openingHours: 'Mon-Fri 08:00-17:00',
    warehouseCode: 'LIE',
  },
];

/** A warehouse by the place buyers know it by (the city of the shop it stocks); else its code. */
export function warehouseNameOf(code: string): string {
  return shops.find((shop) => shop.warehouseCode === code)?.city ?? code;
}
