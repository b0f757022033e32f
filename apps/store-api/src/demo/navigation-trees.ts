import type { Text4 } from './languages.ts';

/** An entry of the service, countries or footer navigation. */
export interface NavEntry {
  key: string;
  name: Text4;
  type: 'page' | 'folder' | 'link';
  externalLink?: string;
  linkNewTab?: boolean;
  children?: NavEntry[];
}

const page = (key: string, name: Text4, children?: NavEntry[]): NavEntry => ({
  key,
  name,
  type: 'page',
  ...(children ? { children } : {}),
});

const folder = (key: string, name: Text4, children: NavEntry[]): NavEntry => ({
  key,
  name,
  type: 'folder',
  children,
});

const link = (key: string, name: Text4, externalLink: string, linkNewTab = false): NavEntry => ({
  key,
  name,
  type: 'link',
  externalLink,
  linkNewTab,
});

export const navigationRootNames = {
  main: ['Hoofdnavigatie', 'Main navigation', 'Navigation principale', 'Hauptnavigation'],
  service: ['Servicenavigatie', 'Service navigation', 'Navigation de service', 'Servicenavigation'],
  countries: ['Landen', 'Countries', 'Pays', 'Länder'],
  footer: ['Footer', 'Footer', 'Pied de page', 'Fußzeile'],
} satisfies Record<string, Text4>;

/** The external link at the end of the main navigation. */
export const catalogueLink = link(
  'online-catalogue',
  ['Online catalogus', 'Online catalogue', 'Catalogue en ligne', 'Online-Katalog'],
  'https://www.example.com/catalogus',
  true,
);

export const serviceNavigation: NavEntry[] = [
  page(
    'about-us',
    ['Over ons', 'About us', 'À propos', 'Über uns'],
    [
      page('history', ['Geschiedenis', 'History', 'Historique', 'Geschichte']),
      page('sustainability', ['Duurzaamheid', 'Sustainability', 'Durabilité', 'Nachhaltigkeit']),
      page('certificates', ['Certificaten', 'Certificates', 'Certificats', 'Zertifikate']),
    ],
  ),
  page(
    'services',
    ['Diensten', 'Services', 'Services', 'Dienstleistungen'],
    [
      page('calibration', ['Kalibratie', 'Calibration', 'Étalonnage', 'Kalibrierung']),
      page('hose-service', ['Slangenservice', 'Hose service', 'Service flexibles', 'Schlauchservice']),
      page('tool-repair', [
        'Gereedschapsherstelling',
        'Tool repair',
        "Réparation d'outillage",
        'Werkzeugreparatur',
      ]),
    ],
  ),
  link(
    'branches',
    ['Vestigingen', 'Branches', 'Agences', 'Niederlassungen'],
    'https://www.example.com/vestigingen',
  ),
  page('contact', ['Contact', 'Contact', 'Contact', 'Kontakt']),
  link('blog', ['Blog', 'Blog', 'Blog', 'Blog'], '/blog'),
  link('jobs', ['Vacatures', 'Careers', 'Emplois', 'Karriere'], 'https://jobs.example.com', true),
];

export const countriesNavigation: NavEntry[] = [
  folder(
    'belgium',
    ['België', 'Belgium', 'Belgique', 'Belgien'],
    [
      folder(
        'flanders',
        ['Vlaanderen', 'Flanders', 'Flandre', 'Flandern'],
        [
          link('ghent', ['Gent', 'Ghent', 'Gand', 'Gent'], 'https://gent.example.com'),
          link('antwerp', ['Antwerpen', 'Antwerp', 'Anvers', 'Antwerpen'], 'https://antwerpen.example.com'),
          link('kortrijk', ['Kortrijk', 'Kortrijk', 'Courtrai', 'Kortrijk'], 'https://kortrijk.example.com'),
        ],
      ),
      folder(
        'wallonia',
        ['Wallonië', 'Wallonia', 'Wallonie', 'Wallonien'],
        [
          link('liege', ['Luik', 'Liège', 'Liège', 'Lüttich'], 'https://liege.example.com'),
          link(
            'charleroi',
            ['Charleroi', 'Charleroi', 'Charleroi', 'Charleroi'],
            'https://charleroi.example.com',
          ),
        ],
      ),
      link('brussels', ['Brussel', 'Brussels', 'Bruxelles', 'Brüssel'], 'https://brussel.example.com'),
    ],
  ),
  folder(
    'netherlands',
    ['Nederland', 'Netherlands', 'Pays-Bas', 'Niederlande'],
    [
      link('breda', ['Breda', 'Breda', 'Breda', 'Breda'], 'https://breda.example.com'),
      link(
        'eindhoven',
        ['Eindhoven', 'Eindhoven', 'Eindhoven', 'Eindhoven'],
        'https://eindhoven.example.com',
      ),
    ],
  ),
  folder(
    'france',
    ['Frankrijk', 'France', 'France', 'Frankreich'],
    [link('lille', ['Rijsel', 'Lille', 'Lille', 'Lille'], 'https://lille.example.com')],
  ),
  link('luxembourg', ['Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'], 'https://lu.example.com'),
];

export const footerNavigation: NavEntry[] = [
  page('terms', ['Algemene voorwaarden', 'Terms and conditions', 'Conditions générales', 'AGB']),
  page('privacy', [
    'Privacyverklaring',
    'Privacy statement',
    'Déclaration de confidentialité',
    'Datenschutz',
  ]),
  page('cookies', ['Cookiebeleid', 'Cookie policy', 'Politique de cookies', 'Cookie-Richtlinie']),
  page('delivery', [
    'Levering en verzending',
    'Delivery and shipping',
    'Livraison et expédition',
    'Lieferung und Versand',
  ]),
  page('returns', ['Retourneren', 'Returns', 'Retours', 'Rücksendungen']),
  link(
    'sustainability-report',
    ['Duurzaamheidsverslag', 'Sustainability report', 'Rapport de durabilité', 'Nachhaltigkeitsbericht'],
    'https://www.example.com/duurzaamheidsverslag.pdf',
    true,
  ),
];
