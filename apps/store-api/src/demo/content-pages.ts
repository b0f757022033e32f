import type { ContentBlock } from '@tradeshop/api-client/contracts';
import { legalPages } from '@tradeshop/domain';
import type { Tx } from '../db/index.ts';
import { type ContentPageInput, homePageKey, writeContentPage } from '../modules/cms/index.ts';
import type { NavigationRows } from './categories.ts';
import { languages } from './languages.ts';

type Texts<T> = { 'nl-NL': T; 'en-GB': T; 'fr-FR': T };
type Locale = keyof Texts<unknown>;

interface DemoPage {
  key: string;
  /** The page's address in each language; the spec gives the hero's targets. */
  path: Texts<string | null>;
  /** An address the page had before in every language, which now leads to its own (301). */
  formerPath?: string;
  title: Texts<string>;
  metaDescription: Texts<string>;
  blocks: (locale: Locale, catalogue: DemoCatalogue) => ContentBlock[];
}

/** What the demo pages show of the catalogue: its main categories. */
interface DemoCatalogue {
  mainCategoryIds: string[];
}

const same = (path: string | null): Texts<string | null> => ({ 'nl-NL': path, 'en-GB': path, 'fr-FR': path });

const home: DemoPage = {
  key: homePageKey,
  path: same(null),
  title: {
    'nl-NL': 'Alles voor uw werkplaats, bouwplaats en productie',
    'en-GB': 'Everything for your workshop, site and production',
    'fr-FR': 'Tout pour votre atelier, votre chantier et votre production',
  },
  metaDescription: {
    'nl-NL':
      'Meer dan 400.000 technische artikelen voor professionals: gereedschap, bevestiging, veiligheid en onderhoud, met uw eigen prijzen en voorraad.',
    'en-GB':
      'More than 400,000 technical articles for professionals: tools, fasteners, safety and maintenance, with your own prices and stock.',
    'fr-FR':
      'Plus de 400 000 articles techniques pour les professionnels : outillage, fixation, sécurité et maintenance, à vos prix et avec votre stock.',
  },
  blocks: (locale, { mainCategoryIds }) => [
    {
      type: 'hero',
      title: home.title[locale],
      text: {
        'nl-NL':
          'Uw eigen prijzen, voorraad per magazijn en bij elk artikel de dag waarop het geleverd wordt.',
        'en-GB': 'Your own prices, stock per warehouse and the day of delivery beside every article.',
        'fr-FR': 'Vos propres prix, le stock par dépôt et le jour de livraison à côté de chaque article.',
      }[locale],
      buttons: [
        {
          label: {
            'nl-NL': 'Onderdelen en producten',
            'en-GB': 'Parts and products',
            'fr-FR': 'Pièces et produits',
          }[locale],
          url: '/parts-products/',
        },
        {
          label: { 'nl-NL': 'Diensten', 'en-GB': 'Services', 'fr-FR': 'Services' }[locale],
          url: '/services/',
        },
      ],
      search: true,
    },
    {
      type: 'product-slider',
      title: { 'nl-NL': 'In de kijker', 'en-GB': 'In the spotlight', 'fr-FR': 'À la une' }[locale],
      productNumbers: [],
      ...(mainCategoryIds[0] ? { categoryId: mainCategoryIds[0] } : {}),
      limit: 8,
    },
    {
      type: 'video',
      title: {
        'nl-NL': 'Zo werkt ons magazijn',
        'en-GB': 'How our warehouse works',
        'fr-FR': 'Comment fonctionne notre entrepôt',
      }[locale],
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    },
  ],
};

const partsProducts: DemoPage = {
  key: 'parts-products',
  path: same('parts-products/'),
  title: { 'nl-NL': 'Onderdelen en producten', 'en-GB': 'Parts and products', 'fr-FR': 'Pièces et produits' },
  metaDescription: {
    'nl-NL': 'Het volledige gamma: gereedschap, bevestigingsmateriaal, veiligheid, hydraulica en onderhoud.',
    'en-GB': 'The full range: tools, fasteners, safety, hydraulics and maintenance.',
    'fr-FR': 'La gamme complète : outillage, fixation, sécurité, hydraulique et maintenance.',
  },
  blocks: (locale, { mainCategoryIds }) => [
    {
      type: 'text',
      markdown: {
        'nl-NL':
          'Van de kleinste moer tot de zwaarste hefinstallatie: wij leveren **meer dan 400.000 artikelen** van de merken die u kent, uit voorraad in onze magazijnen in Antwerpen, Gent, Luik en Hasselt.',
        'en-GB':
          'From the smallest nut to the heaviest lifting gear: we deliver **more than 400,000 articles** of the brands you know, from stock in our warehouses in Antwerp, Ghent, Liège and Hasselt.',
        'fr-FR':
          'Du plus petit écrou au plus lourd appareil de levage : nous livrons **plus de 400 000 articles** des marques que vous connaissez, depuis le stock de nos dépôts d’Anvers, Gand, Liège et Hasselt.',
      }[locale],
    },
    {
      type: 'category-teaser',
      title: { 'nl-NL': 'Ons gamma', 'en-GB': 'Our range', 'fr-FR': 'Notre gamme' }[locale],
      categoryIds: mainCategoryIds.slice(0, 12),
    },
    ...mainCategoryIds.slice(1, 3).map(
      (categoryId): ContentBlock => ({
        type: 'product-slider',
        title: '',
        productNumbers: [],
        categoryId,
        limit: 8,
      }),
    ),
  ],
};

const services: DemoPage = {
  key: 'services',
  path: same('services/'),
  title: { 'nl-NL': 'Diensten', 'en-GB': 'Services', 'fr-FR': 'Services' },
  metaDescription: {
    'nl-NL': 'Kalibratie, slangenservice, herstelling van gereedschap, voorraadbeheer en punch-out.',
    'en-GB': 'Calibration, hose service, tool repair, stock management and punch-out.',
    'fr-FR': 'Étalonnage, service flexibles, réparation d’outillage, gestion de stock et punch-out.',
  },
  blocks: (locale) => [
    {
      type: 'text',
      markdown: {
        'nl-NL': `Meer dan een leverancier: wij nemen werk van u over.

## Kalibratie
Momentsleutels, meetgereedschap en drukmeters gekalibreerd in ons eigen labo, met certificaat volgens ISO 6789.

## Slangenservice
Hydraulische slangen op maat, binnen het uur klaar in elk van onze vestigingen.

## Herstelling van gereedschap
Elektrisch en pneumatisch gereedschap van alle grote merken, met leentoestel tijdens de herstelling.

## Voorraadbeheer en punch-out
Kanban-rekken bij u ter plaatse, en bestellen vanuit uw aankoopsysteem via OCI of cXML.`,
        'en-GB': `More than a supplier: we take work off your hands.

## Calibration
Torque wrenches, measuring tools and pressure gauges calibrated in our own laboratory, certified to ISO 6789.

## Hose service
Hydraulic hoses made to measure, ready within the hour in each of our branches.

## Tool repair
Power and pneumatic tools of all major brands, with a loan tool during the repair.

## Stock management and punch-out
Kanban racks on your premises, and ordering from your purchasing system through OCI or cXML.`,
        'fr-FR': `Plus qu’un fournisseur : nous vous déchargeons du travail.

## Étalonnage
Clés dynamométriques, instruments de mesure et manomètres étalonnés dans notre propre laboratoire, avec certificat selon ISO 6789.

## Service flexibles
Flexibles hydrauliques sur mesure, prêts dans l’heure dans chacune de nos agences.

## Réparation d’outillage
Outillage électrique et pneumatique de toutes les grandes marques, avec un appareil de prêt pendant la réparation.

## Gestion de stock et punch-out
Des rayonnages kanban chez vous, et la commande depuis votre système d’achat par OCI ou cXML.`,
      }[locale],
    },
    {
      type: 'contact-form',
      title: {
        'nl-NL': 'Vraag een dienst aan',
        'en-GB': 'Ask for a service',
        'fr-FR': 'Demandez un service',
      }[locale],
    },
  ],
};

const terms: DemoPage = {
  key: 'terms',
  path: legalPages.terms.paths,
  formerPath: legalPages.terms.formerPath,
  title: {
    'nl-NL': 'Algemene verkoopsvoorwaarden',
    'en-GB': 'General terms and conditions of sale',
    'fr-FR': 'Conditions générales de vente',
  },
  metaDescription: {
    'nl-NL': 'De algemene verkoopsvoorwaarden van Trade Shop voor professionele klanten.',
    'en-GB': 'Trade Shop’s general terms and conditions of sale for professional customers.',
    'fr-FR': 'Les conditions générales de vente de Trade Shop pour les clients professionnels.',
  },
  blocks: (locale) => [
    {
      type: 'text',
      markdown: {
        'nl-NL': `## 1. Toepassing
Deze voorwaarden gelden voor elke verkoop aan professionele klanten, via de webshop, punch-out of offerte. Afwijkende voorwaarden van de koper gelden enkel als wij ze schriftelijk aanvaarden.

## 2. Prijzen
De prijzen in de webshop zijn uw netto-prijzen in euro, exclusief btw en bijdragen. Een offerte is 30 dagen geldig, tenzij ze anders vermeldt.

## 3. Levering
Wat op voorraad ligt en op een werkdag vóór het afsluituur van het magazijn besteld is, vertrekt dezelfde dag; de webshop, de orderbevestiging en haar pdf noemen de verwachte leverdag. Zaterdagen, zondagen en wettelijke feestdagen zijn geen werkdagen. Leveringen van artikelen die niet op voorraad liggen, volgen de aangekondigde herbevoorrading.

## 4. Betaling
Facturen zijn betaalbaar binnen 30 dagen na factuurdatum. Bij laattijdige betaling is van rechtswege een intrest verschuldigd volgens de wet van 2 augustus 2002.

## 5. Eigendomsvoorbehoud
De goederen blijven onze eigendom tot de volledige betaling van de prijs.

## 6. Klachten en retours
Zichtbare gebreken meldt u binnen 8 dagen na levering. Retours van standaardartikelen in ongeopende verpakking aanvaarden wij binnen 30 dagen.

## 7. Bevoegde rechtbank
Op elke verkoop is het Belgisch recht van toepassing. Enkel de rechtbanken van Antwerpen zijn bevoegd.`,
        'en-GB': `## 1. Scope
These terms apply to every sale to professional customers, through the web shop, punch-out or an offer. The buyer’s own terms apply only when we accept them in writing.

## 2. Prices
The prices in the web shop are your net prices in euros, excluding VAT and levies. An offer is valid for 30 days unless it says otherwise.

## 3. Delivery
What is in stock and ordered on a working day before the warehouse’s cut-off leaves the same day; the web shop, the order confirmation and its PDF name the expected day of delivery. Saturdays, Sundays and public holidays are not working days. Articles not in stock follow their announced restock.

## 4. Payment
Invoices are payable within 30 days of their date. Late payment bears interest by law under the Act of 2 August 2002.

## 5. Retention of title
The goods remain our property until the price is paid in full.

## 6. Complaints and returns
Visible defects are to be reported within 8 days of delivery. Returns of standard articles in unopened packaging are accepted within 30 days.

## 7. Jurisdiction
Every sale is governed by Belgian law. Only the courts of Antwerp have jurisdiction.`,
        'fr-FR': `## 1. Champ d’application
Ces conditions s’appliquent à toute vente à des clients professionnels, par la boutique en ligne, le punch-out ou une offre. Les conditions de l’acheteur ne s’appliquent que si nous les acceptons par écrit.

## 2. Prix
Les prix de la boutique sont vos prix nets en euros, hors TVA et cotisations. Une offre est valable 30 jours, sauf mention contraire.

## 3. Livraison
Ce qui est en stock et commandé un jour ouvrable avant l’heure limite du dépôt part le jour même ; la boutique, la confirmation de commande et son PDF indiquent le jour de livraison prévu. Les samedis, dimanches et jours fériés légaux ne sont pas des jours ouvrables. Les articles hors stock suivent leur réapprovisionnement annoncé.

## 4. Paiement
Les factures sont payables dans les 30 jours de leur date. Tout retard de paiement porte de plein droit un intérêt selon la loi du 2 août 2002.

## 5. Réserve de propriété
Les marchandises restent notre propriété jusqu’au paiement complet du prix.

## 6. Réclamations et retours
Les défauts visibles sont à signaler dans les 8 jours de la livraison. Les retours d’articles standard dans leur emballage non ouvert sont acceptés dans les 30 jours.

## 7. Juridiction
Toute vente est régie par le droit belge. Seuls les tribunaux d’Anvers sont compétents.`,
      }[locale],
    },
  ],
};

const privacy: DemoPage = {
  key: 'privacy',
  path: legalPages.privacy.paths,
  formerPath: legalPages.privacy.formerPath,
  title: {
    'nl-NL': 'Privacyverklaring',
    'en-GB': 'Privacy statement',
    'fr-FR': 'Déclaration de confidentialité',
  },
  metaDescription: {
    'nl-NL': 'Hoe Trade Shop uw persoonsgegevens verwerkt en welke rechten u hebt.',
    'en-GB': 'How Trade Shop processes your personal data and which rights you have.',
    'fr-FR': 'Comment Trade Shop traite vos données personnelles et quels sont vos droits.',
  },
  blocks: (locale) => [
    {
      type: 'text',
      markdown: {
        'nl-NL': `## Wie verwerkt uw gegevens?
Trade Shop NV is verantwoordelijk voor de verwerking van de persoonsgegevens van de gebruikers van deze webshop, volgens de Algemene Verordening Gegevensbescherming (AVG).

## Welke gegevens en waarom?
- Uw naam, e-mailadres, telefoonnummer en functie: om uw account te beheren en uw bestellingen uit te voeren.
- Uw bestellingen, offertes en facturen: om de overeenkomst uit te voeren en onze wettelijke bewaarplicht na te komen.
- Berichten via het contactformulier: om uw vraag te beantwoorden.

## Hoe lang?
Accountgegevens zolang uw account bestaat; boekhoudkundige stukken zeven jaar, zoals de wet voorschrijft.

## Uw rechten
U kunt uw gegevens inkijken, verbeteren of laten wissen, en u verzetten tegen hun verwerking. Schrijf naar privacy@tradeshop.example. U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit.`,
        'en-GB': `## Who processes your data?
Trade Shop NV is responsible for processing the personal data of this web shop’s users, under the General Data Protection Regulation (GDPR).

## Which data and why?
- Your name, e-mail address, phone number and job: to manage your account and fulfil your orders.
- Your orders, offers and invoices: to perform the contract and keep the records the law requires.
- Messages sent through the contact form: to answer your question.

## For how long?
Account data as long as your account exists; accounting records for seven years, as the law requires.

## Your rights
You may see, correct or erase your data, and object to its processing. Write to privacy@tradeshop.example. You may also lodge a complaint with the Data Protection Authority.`,
        'fr-FR': `## Qui traite vos données ?
Trade Shop SA est responsable du traitement des données personnelles des utilisateurs de cette boutique, selon le Règlement général sur la protection des données (RGPD).

## Quelles données et pourquoi ?
- Votre nom, adresse e-mail, numéro de téléphone et fonction : pour gérer votre compte et exécuter vos commandes.
- Vos commandes, offres et factures : pour exécuter le contrat et conserver les pièces que la loi impose.
- Les messages du formulaire de contact : pour répondre à votre question.

## Combien de temps ?
Les données du compte aussi longtemps que votre compte existe ; les pièces comptables sept ans, comme la loi l’impose.

## Vos droits
Vous pouvez consulter, corriger ou faire effacer vos données, et vous opposer à leur traitement. Écrivez à privacy@tradeshop.example. Vous pouvez aussi introduire une plainte auprès de l’Autorité de protection des données.`,
      }[locale],
    },
  ],
};

export const demoContentPages = [home, partsProducts, services, terms, privacy];

/** Writes the demo's content pages: the home page, the hero's two targets and the legal pages. */
export async function insertDemoContentPages(tx: Tx, navigation: NavigationRows): Promise<void> {
  const mainCategoryIds = navigation.categories
    .filter((category) => category.parentId === navigation.roots.main && category.type === 'page')
    .map((category) => category.id);
  for (const page of demoContentPages) {
    const input = (path: (locale: Locale) => string | null): ContentPageInput => ({
      key: page.key,
      active: true,
      translations: languages.flatMap((language) => {
        if (!(language.code in page.title)) return [];
        const locale = language.code as Locale;
        return [
          {
            languageId: language.id,
            path: path(locale),
            title: page.title[locale],
            metaDescription: page.metaDescription[locale],
            blocks: page.blocks(locale, { mainCategoryIds }),
          },
        ];
      }),
    });
    // Written at its former address first, so that the move keeps that address as a way to the page.
    const { formerPath } = page;
    if (formerPath)
      await writeContentPage(
        tx,
        input(() => formerPath),
      );
    await writeContentPage(
      tx,
      input((locale) => page.path[locale]),
    );
  }
}
