import type { BlogPostWrite, ContentBlock } from '@tradeshop/api-client/contracts';
import { count } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import * as schema from '../db/schema.ts';
import { replaceBlogCategory, replaceBlogPost } from '../modules/blog/index.ts';
import { demoUuid } from './ids.ts';
import { languages } from './languages.ts';

/** The blog's languages: those of the storefront (German has no storefront route). */
type BlogLanguage = 'nl' | 'en' | 'fr';
const localeOf: Record<BlogLanguage, string> = { nl: 'nl-NL', en: 'en-GB', fr: 'fr-FR' };
const prefixOf: Record<BlogLanguage, string> = { nl: '', en: '/en', fr: '/fr' };
const blogLanguages: BlogLanguage[] = ['nl', 'en', 'fr'];
const languageIdOf = (language: BlogLanguage) =>
  languages.find((entry) => entry.code === localeOf[language])!.id;

type CategoryKey = 'safety' | 'tools-fasteners' | 'maintenance' | 'sustainability';

const categories: { key: CategoryKey; names: Record<BlogLanguage, string> }[] = [
  { key: 'safety', names: { nl: 'Veiligheid', en: 'Safety', fr: 'Sécurité' } },
  {
    key: 'tools-fasteners',
    names: { nl: 'Gereedschap en bevestiging', en: 'Tools and fasteners', fr: 'Outillage et fixation' },
  },
  { key: 'maintenance', names: { nl: 'Onderhoud', en: 'Maintenance', fr: 'Entretien' } },
  { key: 'sustainability', names: { nl: 'Duurzaamheid', en: 'Sustainability', fr: 'Durabilité' } },
];

interface PostText {
  slug: string;
  title: string;
  teaser: string;
  /** Markdown: the opening of the post. */
  intro: string;
  /** Markdown beside the picture. */
  aside: string;
  imageAlt: string;
  sliderTitle: string;
}

interface DemoPost {
  key: string;
  publishedAt: string;
  author: string;
  /** A product photo of the demo media (below the media root) as the cover. */
  cover: string;
  /** The picture beside the second block. */
  picture: string;
  categories: CategoryKey[];
  /** Articles of the demo catalogue (the first 200 exist in every demo shop). */
  products: string[];
  text: Record<BlogLanguage, PostText>;
  /** Slugs the post had before: their paths lead to the current ones. */
  formerSlugs?: Record<BlogLanguage, string>;
}

const closing: Record<BlogLanguage, (prefix: string) => string> = {
  nl: (prefix) =>
    `Twijfelt u welk artikel bij uw toepassing past? Onze productspecialisten denken graag met u mee: [neem contact op](${prefix}/contact) of bel uw vestiging.`,
  en: (prefix) =>
    `Not sure which article suits your application? Our product specialists are happy to help: [get in touch](${prefix}/contact) or call your branch.`,
  fr: (prefix) =>
    `Vous hésitez sur l’article qui convient à votre application~? Nos spécialistes produits vous conseillent volontiers~: [contactez-nous](${prefix}/contact) ou appelez votre agence.`,
};

const posts: DemoPost[] = [
  {
    key: 'cut-resistant-gloves-en-388',
    publishedAt: '2025-10-14T08:00:00Z',
    author: 'Sofie Verbeke',
    cover: 'catalog/glove-grey.webp',
    picture: 'catalog/glove-black.webp',
    categories: ['safety'],
    products: ['TS-100058', 'TS-100059', 'TS-100060', 'TS-100061', 'TS-100144'],
    text: {
      nl: {
        slug: 'snijbestendige-handschoenen-en-388',
        title: 'Snijbestendige handschoenen: EN 388 in gewone taal',
        teaser:
          'Wat betekenen de cijfers en letters op een werkhandschoen, en welk niveau heeft uw team echt nodig?',
        intro:
          'Handletsels zijn nog altijd een van de meest voorkomende arbeidsongevallen in de metaal- en bouwsector. Een goede handschoen begint bij het pictogram met de hamer en de code eronder.\n\n## Zo leest u de code\n\n- **Schuurweerstand** (0 tot 4)\n- **Snijweerstand volgens de coupetest** (0 tot 5, of X)\n- **Scheurweerstand** (0 tot 4)\n- **Perforatieweerstand** (0 tot 4)\n- **Snijweerstand volgens ISO 13997** (A tot F)\n\nVoor het hanteren van plaatwerk met scherpe randen raden we minstens niveau C aan.',
        aside:
          'Let ook op het comfort: een handschoen die knelt of te warm is, gaat uit. Laat medewerkers twee of drie modellen testen voor u een vaste keuze maakt, en vervang versleten handschoenen meteen.',
        imageAlt: 'Zwarte werkhandschoen met grip op de handpalm',
        sliderTitle: 'Handschoenen voor elke taak',
      },
      en: {
        slug: 'cut-resistant-gloves-en-388',
        title: 'Cut-resistant gloves: EN 388 in plain language',
        teaser:
          'What do the figures and letters on a work glove mean, and which level does your team really need?',
        intro:
          'Hand injuries remain one of the most common accidents at work in metalworking and construction. A good glove starts with the hammer pictogram and the code beneath it.\n\n## How to read the code\n\n- **Abrasion resistance** (0 to 4)\n- **Cut resistance, coup test** (0 to 5, or X)\n- **Tear resistance** (0 to 4)\n- **Puncture resistance** (0 to 4)\n- **Cut resistance to ISO 13997** (A to F)\n\nFor handling sheet metal with sharp edges we recommend level C at least.',
        aside:
          'Comfort matters too: a glove that pinches or gets too warm comes off. Let your people try two or three models before you settle on one, and replace worn gloves straight away.',
        imageAlt: 'Black work glove with grip on the palm',
        sliderTitle: 'Gloves for every task',
      },
      fr: {
        slug: 'gants-anti-coupure-en-388',
        title: 'Gants anti-coupure~: la norme EN 388 en clair',
        teaser:
          'Que signifient les chiffres et les lettres sur un gant de travail, et quel niveau votre équipe doit-elle vraiment viser~?',
        intro:
          'Les blessures à la main restent parmi les accidents du travail les plus fréquents dans la métallurgie et la construction. Un bon gant commence par le pictogramme au marteau et le code qui l’accompagne.\n\n## Lire le code\n\n- **Résistance à l’abrasion** (0 à 4)\n- **Résistance à la coupure, test Coup** (0 à 5, ou X)\n- **Résistance à la déchirure** (0 à 4)\n- **Résistance à la perforation** (0 à 4)\n- **Résistance à la coupure selon ISO 13997** (A à F)\n\nPour manipuler de la tôle aux arêtes vives, nous conseillons au moins le niveau C.',
        aside:
          'Le confort compte aussi~: un gant qui serre ou qui chauffe finit dans la poche. Faites essayer deux ou trois modèles avant de choisir, et remplacez tout de suite les gants usés.',
        imageAlt: 'Gant de travail noir avec grip sur la paume',
        sliderTitle: 'Des gants pour chaque tâche',
      },
    },
  },
  {
    key: 'hearing-protection',
    publishedAt: '2025-09-23T08:00:00Z',
    author: 'Thomas Claes',
    cover: 'catalog/earmuff-orange.webp',
    picture: 'catalog/earmuff-black.webp',
    categories: ['safety'],
    products: ['TS-100075', 'TS-100076', 'TS-100194'],
    formerSlugs: {
      nl: 'gehoorbescherming-kiezen',
      en: 'choosing-hearing-protection',
      fr: 'choisir-protection-auditive',
    },
    text: {
      nl: {
        slug: 'oordoppen-of-oorkappen',
        title: 'Oordoppen of oorkappen: gehoorbescherming op de werkvloer',
        teaser:
          'Vanaf 80 dB(A) moet u gehoorbescherming aanbieden, vanaf 85 dB(A) is ze verplicht. Hoe kiest u?',
        intro:
          'Gehoorschade komt sluipend en is blijvend. De SNR-waarde geeft aan hoeveel decibel een beschermer gemiddeld dempt, maar meer is niet altijd beter: wie te veel dempt, hoort waarschuwingssignalen niet meer.\n\n## Vuistregels\n\n- **Oordoppen** zijn licht en koel, ideaal bij langdurig dragen en in combinatie met een veiligheidsbril.\n- **Oorkappen** zet u snel op en af, handig bij korte lawaaierige taken.\n- Mik op een geluidsniveau van 70 tot 80 dB(A) onder de beschermer.',
        aside:
          'Laat medewerkers oordoppen correct leren inbrengen: slecht geplaatste doppen halen maar een fractie van hun SNR. Een dispenser aan de ingang van de werkplaats verlaagt de drempel om ze te gebruiken.',
        imageAlt: 'Zwarte oorkappen met verstelbare hoofdbeugel',
        sliderTitle: 'Gehoorbescherming uit voorraad',
      },
      en: {
        slug: 'earplugs-or-earmuffs',
        title: 'Earplugs or earmuffs: hearing protection on the shop floor',
        teaser:
          'From 80 dB(A) you must offer hearing protection, from 85 dB(A) it is mandatory. How do you choose?',
        intro:
          'Hearing damage builds up unnoticed and is permanent. The SNR value tells you how many decibels a protector attenuates on average, but more is not always better: too much attenuation and warning signals go unheard.\n\n## Rules of thumb\n\n- **Earplugs** are light and cool, ideal for long wear and together with safety glasses.\n- **Earmuffs** go on and off quickly, handy for short noisy tasks.\n- Aim for 70 to 80 dB(A) under the protector.',
        aside:
          'Teach your people to insert earplugs properly: badly fitted plugs reach only a fraction of their SNR. A dispenser at the workshop entrance makes them easy to pick up.',
        imageAlt: 'Black earmuffs with an adjustable headband',
        sliderTitle: 'Hearing protection in stock',
      },
      fr: {
        slug: 'bouchons-ou-casque-antibruit',
        title: 'Bouchons ou casque antibruit~: la protection auditive à l’atelier',
        teaser:
          'Dès 80 dB(A), vous devez proposer une protection auditive~; dès 85 dB(A), elle est obligatoire. Comment choisir~?',
        intro:
          'Les lésions auditives s’installent sans bruit et sont irréversibles. La valeur SNR indique l’atténuation moyenne d’une protection, mais plus n’est pas toujours mieux~: trop atténuer empêche d’entendre les signaux d’alerte.\n\n## Quelques repères\n\n- **Les bouchons** sont légers et frais, parfaits pour un port prolongé avec des lunettes de sécurité.\n- **Le casque** se met et s’enlève vite, pratique pour de courtes tâches bruyantes.\n- Visez 70 à 80 dB(A) sous la protection.',
        aside:
          'Apprenez à vos équipes à bien insérer les bouchons~: mal placés, ils n’atteignent qu’une fraction de leur SNR. Un distributeur à l’entrée de l’atelier facilite leur usage.',
        imageAlt: 'Casque antibruit noir à arceau réglable',
        sliderTitle: 'Protection auditive en stock',
      },
    },
  },
  {
    key: 'safety-footwear-classes',
    publishedAt: '2025-08-26T08:00:00Z',
    author: 'Sofie Verbeke',
    cover: 'catalog/boot-black.webp',
    picture: 'catalog/boot-grey.webp',
    categories: ['safety'],
    products: ['TS-100070', 'TS-100071', 'TS-100079', 'TS-100082'],
    text: {
      nl: {
        slug: 'veiligheidsschoenen-s1p-s3-s5',
        title: 'Veiligheidsschoenen S1P, S3 of S5: welke klasse voor welk werk?',
        teaser:
          'Een stalen neus is maar het begin. Wij zetten de beschermingsklassen van EN ISO 20345 op een rij.',
        intro:
          'Elke veiligheidsschoen heeft een teenbescherming die 200 joule weerstaat. Het verschil zit in wat erbij komt.\n\n## De klassen\n\n- **S1P**: gesloten hiel, antistatisch, energieabsorberende hiel en een anti-perforatiezool. Voor droge binnenruimtes.\n- **S3**: zoals S1P, maar waterafstotend en met een profielzool. De standaard op de bouw.\n- **S5**: volledig waterdichte laars, voor natte en vuile omgevingen.',
        aside:
          'Een schoen past pas echt als hij aan het einde van de werkdag nog comfortabel zit. Meet daarom in de namiddag, draag de sokken van op het werk en let op voldoende ruimte voor de tenen.',
        imageAlt: 'Grijze veiligheidslaars met profielzool',
        sliderTitle: 'Werkschoenen en werkkledij',
      },
      en: {
        slug: 'safety-footwear-s1p-s3-s5',
        title: 'Safety footwear S1P, S3 or S5: which class for which job?',
        teaser: 'A steel toe cap is only the start. We line up the protection classes of EN ISO 20345.',
        intro:
          'Every safety shoe has a toe cap that withstands 200 joules. The difference lies in what comes with it.\n\n## The classes\n\n- **S1P**: closed heel, antistatic, energy-absorbing heel and a puncture-resistant sole. For dry indoor work.\n- **S3**: as S1P, but water-repellent with a cleated sole. The standard on building sites.\n- **S5**: a fully waterproof boot for wet and dirty surroundings.',
        aside:
          'A shoe only fits when it still feels comfortable at the end of the working day. So measure in the afternoon, wear your work socks and leave enough room for the toes.',
        imageAlt: 'Grey safety boot with cleated sole',
        sliderTitle: 'Work shoes and workwear',
      },
      fr: {
        slug: 'chaussures-de-securite-s1p-s3-s5',
        title: 'Chaussures de sécurité S1P, S3 ou S5~: quelle classe pour quel travail~?',
        teaser:
          'L’embout acier n’est qu’un début. Tour d’horizon des classes de protection de l’EN ISO 20345.',
        intro:
          'Toute chaussure de sécurité possède un embout qui résiste à 200 joules. La différence tient à ce qui s’y ajoute.\n\n## Les classes\n\n- **S1P**~: talon fermé, antistatique, absorption d’énergie au talon et semelle anti-perforation. Pour les locaux secs.\n- **S3**~: comme S1P, mais hydrofuge et à semelle crantée. La référence sur chantier.\n- **S5**~: botte entièrement étanche pour les milieux humides et salissants.',
        aside:
          'Une chaussure ne convient vraiment que si elle reste confortable en fin de journée. Essayez-la l’après-midi, avec vos chaussettes de travail, en laissant assez de place aux orteils.',
        imageAlt: 'Botte de sécurité grise à semelle crantée',
        sliderTitle: 'Chaussures et vêtements de travail',
      },
    },
  },
  {
    key: 'respiratory-protection-welding-grinding',
    publishedAt: '2025-07-08T08:00:00Z',
    author: 'Pieter De Smet',
    cover: 'catalog/mask-white.webp',
    picture: 'catalog/helmet-red.webp',
    categories: ['safety', 'maintenance'],
    products: ['TS-100077', 'TS-100078', 'TS-100190', 'TS-100143', 'TS-100145'],
    text: {
      nl: {
        slug: 'ademhalingsbescherming-bij-lassen-en-slijpen',
        title: 'Ademhalingsbescherming bij lassen en slijpen',
        teaser:
          'Stof en lasrook zijn onzichtbaar gevaarlijk. Zo kiest u tussen FFP-maskers en halfgelaatsmaskers.',
        intro:
          'Bij slijpen komt fijn metaalstof vrij, bij lassen ultrafijne rookdeeltjes en gassen. Afzuiging aan de bron komt altijd eerst; persoonlijke bescherming vult aan.\n\n## Welk filter?\n\n- **FFP1**: hinderlijk, niet-giftig stof.\n- **FFP2 en FFP3**: fijn stof, lasrook, kwartsstof.\n- **A1P2**: halfgelaatsmasker met gecombineerd filter tegen organische dampen en deeltjes, bijvoorbeeld bij lijmen en ontvetten.',
        aside:
          'Een masker beschermt alleen als het goed aansluit. Baarden en stoppels laten lucht langs de rand: plan een fittest en vervang filters volgens de aanwijzingen van de fabrikant.',
        imageAlt: 'Rode automatische lashelm',
        sliderTitle: 'Maskers, filters en lasbescherming',
      },
      en: {
        slug: 'respiratory-protection-welding-grinding',
        title: 'Respiratory protection for welding and grinding',
        teaser:
          'Dust and welding fumes are invisibly dangerous. How to choose between FFP masks and half masks.',
        intro:
          'Grinding releases fine metal dust, welding ultrafine fume particles and gases. Extraction at the source always comes first; personal protection completes it.\n\n## Which filter?\n\n- **FFP1**: nuisance, non-toxic dust.\n- **FFP2 and FFP3**: fine dust, welding fume, quartz dust.\n- **A1P2**: a half mask with a combined filter against organic vapours and particles, for gluing and degreasing.',
        aside:
          'A mask only protects when it seals. Beards and stubble let air past the edge: plan a fit test and change filters as the manufacturer prescribes.',
        imageAlt: 'Red auto-darkening welding helmet',
        sliderTitle: 'Masks, filters and welding protection',
      },
      fr: {
        slug: 'protection-respiratoire-soudage-meulage',
        title: 'Protection respiratoire pour le soudage et le meulage',
        teaser:
          'Poussières et fumées de soudage sont dangereuses sans se voir. Comment choisir entre masques FFP et demi-masques.',
        intro:
          'Le meulage libère de fines poussières métalliques, le soudage des particules ultrafines et des gaz. Le captage à la source passe toujours en premier~; la protection individuelle le complète.\n\n## Quel filtre~?\n\n- **FFP1**~: poussières gênantes non toxiques.\n- **FFP2 et FFP3**~: poussières fines, fumées de soudage, silice.\n- **A1P2**~: demi-masque à filtre combiné contre les vapeurs organiques et les particules, pour le collage et le dégraissage.',
        aside:
          'Un masque ne protège que s’il est étanche. Barbe et poils de quelques jours laissent passer l’air~: prévoyez un essai d’ajustement et changez les filtres selon les consignes du fabricant.',
        imageAlt: 'Masque de soudage automatique rouge',
        sliderTitle: 'Masques, filtres et protection de soudage',
      },
    },
  },
  {
    key: 'stainless-a2-or-a4',
    publishedAt: '2025-05-13T08:00:00Z',
    author: 'Pieter De Smet',
    cover: 'catalog/bolt-grey.webp',
    picture: 'catalog/washer-grey.webp',
    categories: ['tools-fasteners'],
    products: ['TS-100011', 'TS-100013', 'TS-100015', 'TS-100017', 'TS-100027'],
    text: {
      nl: {
        slug: 'rvs-a2-of-a4-bevestigingsmateriaal',
        title: 'Rvs A2 of A4: bevestigingsmateriaal voor buiten en aan zee',
        teaser:
          'Roestvast staal roest wel degelijk, als u de verkeerde kwaliteit kiest. Het verschil zit in molybdeen.',
        intro:
          'A2 (AISI 304) en A4 (AISI 316) lijken op elkaar, maar A4 bevat 2 tot 3 procent molybdeen. Dat maakt het bestand tegen chloriden: zeelucht, strooizout en zwembadwater.\n\n## Wanneer welke kwaliteit?\n\n- **A2**: binnen en buiten in een gewone omgeving, in de voedingsindustrie.\n- **A4**: kustzones, bruggen en parkings met strooizout, chemische omgevingen.\n- Combineer nooit verzinkt staal met rvs in één verbinding: dat geeft galvanische corrosie.',
        aside:
          'Rvs-draad kan bij montage vreten (koudlassen). Draai bouten rustig aan, gebruik bij grotere diameters een montagepasta en vermijd slagmoersleutels op hoge stand.',
        imageAlt: 'Roestvaste sluitringen',
        sliderTitle: 'Rvs-bouten, moeren en ringen',
      },
      en: {
        slug: 'stainless-fasteners-a2-or-a4',
        title: 'Stainless A2 or A4: fasteners for outdoor and coastal work',
        teaser: 'Stainless steel does rust if you pick the wrong grade. The difference is molybdenum.',
        intro:
          'A2 (AISI 304) and A4 (AISI 316) look alike, but A4 holds 2 to 3 per cent molybdenum. That makes it resist chlorides: sea air, road salt and pool water.\n\n## Which grade when?\n\n- **A2**: indoors and outdoors in ordinary surroundings, in the food industry.\n- **A4**: coastal areas, bridges and car parks with road salt, chemical environments.\n- Never combine galvanised steel and stainless steel in one joint: it causes galvanic corrosion.',
        aside:
          'Stainless threads can gall during assembly. Tighten bolts steadily, use an anti-seize paste on larger diameters and avoid impact wrenches on a high setting.',
        imageAlt: 'Stainless steel washers',
        sliderTitle: 'Stainless bolts, nuts and washers',
      },
      fr: {
        slug: 'inox-a2-ou-a4-fixations',
        title: 'Inox A2 ou A4~: la visserie pour l’extérieur et le littoral',
        teaser: 'L’inox rouille bel et bien si la nuance est mal choisie. Tout se joue sur le molybdène.',
        intro:
          'L’A2 (AISI 304) et l’A4 (AISI 316) se ressemblent, mais l’A4 contient 2 à 3 % de molybdène. Il résiste ainsi aux chlorures~: air marin, sel de déneigement, eau de piscine.\n\n## Quelle nuance choisir~?\n\n- **A2**~: intérieur et extérieur en milieu courant, industrie alimentaire.\n- **A4**~: zones côtières, ponts et parkings salés, milieux chimiques.\n- Ne mélangez jamais acier galvanisé et inox dans un même assemblage~: gare à la corrosion galvanique.',
        aside:
          'Le filetage inox peut gripper au montage. Serrez calmement, utilisez une pâte anti-grippage sur les gros diamètres et évitez les clés à chocs réglées trop fort.',
        imageAlt: 'Rondelles en acier inoxydable',
        sliderTitle: 'Boulons, écrous et rondelles inox',
      },
    },
  },
  {
    key: 'lock-nuts-and-washers',
    publishedAt: '2025-04-15T08:00:00Z',
    author: 'Pieter De Smet',
    cover: 'catalog/nut-grey.webp',
    picture: 'catalog/nut-blue.webp',
    categories: ['tools-fasteners', 'maintenance'],
    products: ['TS-100015', 'TS-100016', 'TS-100026', 'TS-100028', 'TS-100014'],
    text: {
      nl: {
        slug: 'borgmoeren-en-borgringen-tegen-stilstand',
        title: 'Borgmoeren en borgringen: kleine onderdelen tegen dure stilstand',
        teaser:
          'Trillingen doen verbindingen loskomen. Zo kiest u de juiste borging voor machines en transportbanden.',
        intro:
          'Een losgetrilde bout op een transportband of een pomp kan een hele productielijn stilleggen. De juiste borging kost centen, stilstand kost duizenden euro’s.\n\n## Vormen van borging\n\n- **Borgmoeren met nyloninzet** (DIN 982): eenvoudig en herbruikbaar bij beperkte temperaturen.\n- **Flensmoeren met vertanding** (DIN 6923): verdelen de kracht en grijpen in het oppervlak.\n- **Getande borgringen** (DIN 6798) en **veerringen** (DIN 127): voor lichtere toepassingen.',
        aside:
          'Borging vervangt geen correct aanhaalmoment. Werk met een momentsleutel, noteer het moment in het onderhoudsplan en vervang nylon borgmoeren na demontage.',
        imageAlt: 'Blauwe moeren in close-up',
        sliderTitle: 'Borging uit voorraad',
      },
      en: {
        slug: 'lock-nuts-and-washers-against-downtime',
        title: 'Lock nuts and washers: small parts against costly downtime',
        teaser: 'Vibration loosens joints. How to pick the right locking for machines and conveyors.',
        intro:
          'A bolt that has vibrated loose on a conveyor or a pump can stop a whole production line. The right locking costs cents, downtime costs thousands of euros.\n\n## Kinds of locking\n\n- **Nylon insert lock nuts** (DIN 982): simple and reusable at moderate temperatures.\n- **Serrated flange nuts** (DIN 6923): spread the load and bite into the surface.\n- **Serrated lock washers** (DIN 6798) and **spring washers** (DIN 127): for lighter duty.',
        aside:
          'Locking does not replace the right tightening torque. Work with a torque wrench, write the torque into the maintenance plan and replace nylon lock nuts after dismantling.',
        imageAlt: 'Blue nuts in close-up',
        sliderTitle: 'Locking parts in stock',
      },
      fr: {
        slug: 'ecrous-et-rondelles-de-blocage',
        title: 'Écrous et rondelles de blocage~: de petites pièces contre de coûteux arrêts',
        teaser:
          'Les vibrations desserrent les assemblages. Bien choisir le freinage des machines et des convoyeurs.',
        intro:
          'Un boulon desserré par les vibrations sur un convoyeur ou une pompe peut arrêter toute une ligne. Le bon freinage coûte quelques centimes, l’arrêt des milliers d’euros.\n\n## Les solutions\n\n- **Écrous à bague nylon** (DIN 982)~: simples et réutilisables à température modérée.\n- **Écrous à embase crantée** (DIN 6923)~: répartissent l’effort et mordent la surface.\n- **Rondelles éventail** (DIN 6798) et **rondelles Grower** (DIN 127)~: pour les usages légers.',
        aside:
          'Le freinage ne remplace pas le bon couple de serrage. Travaillez à la clé dynamométrique, notez le couple dans le plan d’entretien et remplacez les écrous nylon après démontage.',
        imageAlt: 'Écrous bleus en gros plan',
        sliderTitle: 'Freinage en stock',
      },
    },
  },
  {
    key: 'anchors-for-every-substrate',
    publishedAt: '2025-03-18T08:00:00Z',
    author: 'Julie Lambert',
    cover: 'catalog/anchor-grey.webp',
    picture: 'catalog/anchor-white.webp',
    categories: ['tools-fasteners'],
    products: ['TS-100029', 'TS-100030', 'TS-100031', 'TS-100032', 'TS-100046'],
    text: {
      nl: {
        slug: 'pluggen-en-ankers-voor-elke-ondergrond',
        title: 'Pluggen en ankers voor elke ondergrond',
        teaser:
          'Beton, snelbouwsteen of gipskarton vragen elk een andere bevestiging. Een overzicht voor de werf.',
        intro:
          'De sterkste schroef houdt niets als de plug niet bij de ondergrond past. Begin daarom altijd met de vraag: waarin boor ik?\n\n## Per ondergrond\n\n- **Beton**: keilbouten voor zware lasten, nylon pluggen voor lichtere montage.\n- **Holle baksteen**: lange kozijnpluggen die over meerdere kamers spreiden.\n- **Gipskarton en holle wanden**: hollewandankers die zich achter de plaat vastzetten.',
        aside:
          'Boor in holle steen zonder klopfunctie, zodat de binnenwanden heel blijven. Blaas het boorgat altijd uit: stof halveert de draagkracht van een anker.',
        imageAlt: 'Witte pluggen naast een keilbout',
        sliderTitle: 'Pluggen, ankers en boren',
      },
      en: {
        slug: 'anchors-for-every-substrate',
        title: 'Wall plugs and anchors for every substrate',
        teaser:
          'Concrete, hollow block or plasterboard each need a different fixing. An overview for the site.',
        intro:
          'The strongest screw holds nothing if the plug does not suit the substrate. So always start by asking: what am I drilling into?\n\n## By substrate\n\n- **Concrete**: wedge anchors for heavy loads, nylon plugs for lighter fixing.\n- **Hollow brick**: long frame fixings that spread over several chambers.\n- **Plasterboard and cavity walls**: cavity anchors that grip behind the board.',
        aside:
          'Drill hollow brick without hammer action so the inner walls stay whole. Always blow the hole clean: dust halves an anchor’s load capacity.',
        imageAlt: 'White wall plugs next to a wedge anchor',
        sliderTitle: 'Plugs, anchors and drill bits',
      },
      fr: {
        slug: 'chevilles-et-ancrages-pour-chaque-support',
        title: 'Chevilles et ancrages pour chaque support',
        teaser:
          'Béton, bloc creux ou plaque de plâtre demandent chacun une fixation différente. Le point pour le chantier.',
        intro:
          'La vis la plus solide ne tient rien si la cheville ne convient pas au support. Commencez donc toujours par la question~: dans quoi je perce~?\n\n## Par support\n\n- **Béton**~: goujons d’ancrage pour les charges lourdes, chevilles nylon pour les fixations légères.\n- **Brique creuse**~: chevilles de cadre longues qui s’appuient sur plusieurs alvéoles.\n- **Plaque de plâtre et parois creuses**~: chevilles à expansion qui se bloquent derrière la plaque.',
        aside:
          'Percez la brique creuse sans percussion pour préserver les cloisons internes. Soufflez toujours le trou~: la poussière divise par deux la tenue d’un ancrage.',
        imageAlt: 'Chevilles blanches à côté d’un goujon d’ancrage',
        sliderTitle: 'Chevilles, ancrages et forets',
      },
    },
  },
  {
    key: 'cutting-discs-and-grinders',
    publishedAt: '2025-02-11T08:00:00Z',
    author: 'Thomas Claes',
    cover: 'catalog/grinder-blue.webp',
    picture: 'catalog/disc-grey.webp',
    categories: ['tools-fasteners', 'safety'],
    products: ['TS-100035', 'TS-100053', 'TS-100074', 'TS-100072', 'TS-100058'],
    text: {
      nl: {
        slug: 'veilig-werken-met-haakse-slijpers',
        title: 'Doorslijpschijven en haakse slijpers: veilig en efficiënt',
        teaser:
          'De juiste schijf, de beschermkap en een vaste greep: zo voorkomt u terugslag en verspilde schijven.',
        intro:
          'Een haakse slijper is het veelzijdigste gereedschap van de werkplaats, en een van de gevaarlijkste. De meeste ongevallen ontstaan door een verkeerde schijf of een verwijderde beschermkap.\n\n## Checklist voor u begint\n\n- Controleer of het maximale toerental van de schijf hoger ligt dan dat van de machine.\n- Gebruik inox-schijven voor rvs: ze zijn ijzervrij en voorkomen roestvlekken.\n- Draag een gelaatsscherm over de veiligheidsbril en snijbestendige handschoenen.',
        aside:
          'Bewaar schijven droog en vlak, en let op de vervaldatum op het label: de hars van een doorslijpschijf veroudert. Een dunne schijf van 1 mm snijdt sneller en met minder warmte.',
        imageAlt: 'Doorslijpschijf voor metaal',
        sliderTitle: 'Slijpen en beschermen',
      },
      en: {
        slug: 'cutting-discs-and-angle-grinders',
        title: 'Cutting discs and angle grinders: safe and efficient',
        teaser: 'The right disc, the guard and a firm grip: how to avoid kickback and wasted discs.',
        intro:
          'An angle grinder is the most versatile tool in the workshop, and one of the most dangerous. Most accidents come from a wrong disc or a removed guard.\n\n## Checklist before you start\n\n- Check that the disc’s maximum speed is higher than the machine’s.\n- Use inox discs for stainless steel: they are iron-free and prevent rust stains.\n- Wear a face shield over safety glasses, and cut-resistant gloves.',
        aside:
          'Store discs dry and flat, and mind the expiry date on the label: the resin of a cutting disc ages. A thin 1 mm disc cuts faster and with less heat.',
        imageAlt: 'Cutting disc for metal',
        sliderTitle: 'Grinding and protection',
      },
      fr: {
        slug: 'disques-a-tronconner-et-meuleuses',
        title: 'Disques à tronçonner et meuleuses d’angle~: sécurité et efficacité',
        teaser: 'Le bon disque, le carter et une prise ferme~: comment éviter les rebonds et le gaspillage.',
        intro:
          'La meuleuse d’angle est l’outil le plus polyvalent de l’atelier, et l’un des plus dangereux. La plupart des accidents viennent d’un disque inadapté ou d’un carter retiré.\n\n## Avant de commencer\n\n- Vérifiez que la vitesse maximale du disque dépasse celle de la machine.\n- Prenez des disques inox pour l’acier inoxydable~: sans fer, ils évitent les taches de rouille.\n- Portez un écran facial par-dessus les lunettes, et des gants anti-coupure.',
        aside:
          'Rangez les disques au sec et à plat, et surveillez la date de péremption~: la résine d’un disque vieillit. Un disque fin de 1 mm coupe plus vite et chauffe moins.',
        imageAlt: 'Disque à tronçonner pour le métal',
        sliderTitle: 'Meulage et protection',
      },
    },
  },
  {
    key: 'calibrated-measuring-tools',
    publishedAt: '2024-12-10T08:00:00Z',
    author: 'Julie Lambert',
    cover: 'catalog/measure-yellow.webp',
    picture: 'catalog/level-yellow.webp',
    categories: ['tools-fasteners', 'maintenance'],
    products: ['TS-100044', 'TS-100189', 'TS-100043', 'TS-100042', 'TS-100045'],
    text: {
      nl: {
        slug: 'gekalibreerd-meetgereedschap',
        title: 'Gekalibreerd meetgereedschap: waarom een jaarlijkse controle loont',
        teaser:
          'Een schuifmaat die een tiende afwijkt, kost u afgekeurde stukken. Kalibratie houdt uw metingen eerlijk.',
        intro:
          'Meetgereedschap slijt, valt en verandert met de temperatuur. Wie volgens ISO 9001 werkt, moet kunnen aantonen dat zijn meetmiddelen betrouwbaar zijn.\n\n## Wat kalibreren we?\n\n- Schuifmaten en micrometers\n- Waterpassen en hoekmeters\n- Momentsleutels en manometers\n\nU krijgt een certificaat met de gemeten afwijkingen en de volgende controledatum.',
        aside:
          'Geef elk meetmiddel een uniek nummer en houd een register bij. Zo weet u bij een afwijking meteen welke metingen u opnieuw moet bekijken.',
        imageAlt: 'Gele waterpas op een werkbank',
        sliderTitle: 'Meetgereedschap',
      },
      en: {
        slug: 'calibrated-measuring-tools',
        title: 'Calibrated measuring tools: why a yearly check pays off',
        teaser:
          'A caliper that is a tenth out costs you rejected parts. Calibration keeps your measurements honest.',
        intro:
          'Measuring tools wear, get dropped and change with temperature. If you work to ISO 9001, you must be able to show that your measuring equipment is reliable.\n\n## What do we calibrate?\n\n- Calipers and micrometers\n- Spirit levels and protractors\n- Torque wrenches and pressure gauges\n\nYou receive a certificate with the measured deviations and the next due date.',
        aside:
          'Give every measuring tool a unique number and keep a register. When a deviation turns up, you know at once which measurements to review.',
        imageAlt: 'Yellow spirit level on a workbench',
        sliderTitle: 'Measuring tools',
      },
      fr: {
        slug: 'instruments-de-mesure-etalonnes',
        title: 'Instruments de mesure étalonnés~: pourquoi un contrôle annuel est rentable',
        teaser:
          'Un pied à coulisse faux d’un dixième vous coûte des pièces rebutées. L’étalonnage garde vos mesures fiables.',
        intro:
          'Les instruments de mesure s’usent, tombent et varient avec la température. Travailler selon l’ISO 9001, c’est pouvoir prouver la fiabilité de ses moyens de mesure.\n\n## Ce que nous étalonnons\n\n- Pieds à coulisse et micromètres\n- Niveaux et rapporteurs d’angle\n- Clés dynamométriques et manomètres\n\nVous recevez un certificat avec les écarts mesurés et la date du prochain contrôle.',
        aside:
          'Attribuez un numéro unique à chaque instrument et tenez un registre. En cas d’écart, vous savez aussitôt quelles mesures revoir.',
        imageAlt: 'Niveau jaune sur un établi',
        sliderTitle: 'Instruments de mesure',
      },
    },
  },
  {
    key: 'hydraulic-hose-inspection',
    publishedAt: '2024-11-05T08:00:00Z',
    author: 'Pieter De Smet',
    cover: 'catalog/hose-black.webp',
    picture: 'catalog/gauge-grey.webp',
    categories: ['maintenance'],
    products: ['TS-100083', 'TS-100084', 'TS-100090', 'TS-100108', 'TS-100109', 'TS-100106'],
    text: {
      nl: {
        slug: 'hydraulische-slangen-inspecteren-en-vervangen',
        title: 'Hydraulische slangen: inspectie en vervangtermijnen',
        teaser:
          'Een gesprongen slang onder 350 bar is gevaarlijk en vervuilend. Met een vast schema voorkomt u het.',
        intro:
          'Hydraulische slangen verouderen, ook als ze er nog goed uitzien. De norm EN 982 adviseert om slangen na ten hoogste zes jaar te vervangen, en om ze regelmatig te inspecteren.\n\n## Waar let u op?\n\n- Scheuren, blazen of blootliggend vlechtwerk\n- Lekkage aan de persfittingen\n- Knikken en schuren tegen het frame\n- De productiedatum op de slang',
        aside:
          'Vervang bij elke slangwissel ook het retourfilter niet zomaar mee, maar controleer het: vervuiling in het filter verraadt slijtage elders in het systeem. Onze slangenservice perst slangen op maat terwijl u wacht.',
        imageAlt: 'Manometer op een hydraulisch aggregaat',
        sliderTitle: 'Slangen, koppelingen en olie',
      },
      en: {
        slug: 'hydraulic-hose-inspection-and-replacement',
        title: 'Hydraulic hoses: inspection and replacement intervals',
        teaser: 'A hose bursting at 350 bar is dangerous and polluting. A fixed schedule prevents it.',
        intro:
          'Hydraulic hoses age, even when they still look fine. EN 982 recommends replacing hoses after six years at most, and inspecting them regularly.\n\n## What to look for\n\n- Cracks, blisters or exposed braiding\n- Leaks at the crimped fittings\n- Kinks and chafing against the frame\n- The production date printed on the hose',
        aside:
          'At each hose change, check the return filter rather than simply replacing it: dirt in the filter reveals wear elsewhere in the system. Our hose service crimps hoses to length while you wait.',
        imageAlt: 'Pressure gauge on a hydraulic power pack',
        sliderTitle: 'Hoses, couplings and oil',
      },
      fr: {
        slug: 'flexibles-hydrauliques-inspection-remplacement',
        title: 'Flexibles hydrauliques~: inspection et fréquence de remplacement',
        teaser:
          'Un flexible qui éclate à 350 bar est dangereux et polluant. Un calendrier fixe permet de l’éviter.',
        intro:
          'Les flexibles hydrauliques vieillissent, même quand ils semblent intacts. La norme EN 982 recommande de les remplacer au plus tard après six ans et de les inspecter régulièrement.\n\n## Points de contrôle\n\n- Fissures, cloques ou tresse apparente\n- Fuites aux embouts sertis\n- Plis et frottements contre le châssis\n- La date de fabrication imprimée sur le flexible',
        aside:
          'À chaque remplacement, contrôlez le filtre retour plutôt que de le changer d’office~: sa saleté trahit une usure ailleurs dans le circuit. Notre service flexibles sertit vos flexibles sur mesure pendant que vous patientez.',
        imageAlt: 'Manomètre sur une centrale hydraulique',
        sliderTitle: 'Flexibles, raccords et huile',
      },
    },
  },
  {
    key: 'compressed-air-leaks',
    publishedAt: '2024-09-17T08:00:00Z',
    author: 'Julie Lambert',
    cover: 'catalog/coupling-grey.webp',
    picture: 'catalog/blowgun-blue.webp',
    categories: ['maintenance', 'sustainability'],
    products: ['TS-100094', 'TS-100095', 'TS-100090', 'TS-100103', 'TS-100093'],
    text: {
      nl: {
        slug: 'persluchtlekken-opsporen-en-energie-besparen',
        title: 'Persluchtlekken: opsporen, herstellen en energie besparen',
        teaser:
          'In een gemiddeld bedrijf gaat 20 tot 30 procent van de perslucht verloren. Dat is geld dat letterlijk weglekt.',
        intro:
          'Perslucht is een van de duurste energievormen in een werkplaats: slechts een tiende van de elektriciteit van de compressor wordt nuttig werk. Kleine lekken tellen snel op.\n\n## Zo pakt u het aan\n\n1. Luister na de werkuren naar sissende koppelingen, of gebruik een ultrasone lekdetector.\n2. Label elk lek en herstel het binnen de week.\n3. Vervang versleten snelkoppelingen en verharde slangen.\n4. Verlaag de netdruk tot wat uw gereedschap echt nodig heeft.',
        aside:
          'Blaaspistolen met een veiligheidsmondstuk gebruiken minder lucht en beperken de druk aan de tip. Schakel het net uit in het weekend: een eenvoudige afsluiter verdient zich snel terug.',
        imageAlt: 'Blauw blaaspistool',
        sliderTitle: 'Koppelingen, slangen en blaaspistolen',
      },
      en: {
        slug: 'compressed-air-leaks',
        title: 'Compressed air leaks: find them, fix them and save energy',
        teaser:
          'An average plant loses 20 to 30 per cent of its compressed air. That is money literally leaking away.',
        intro:
          'Compressed air is one of the most expensive forms of energy in a workshop: only a tenth of the compressor’s electricity becomes useful work. Small leaks add up quickly.\n\n## How to tackle it\n\n1. Listen for hissing couplings after hours, or use an ultrasonic leak detector.\n2. Tag every leak and repair it within the week.\n3. Replace worn quick couplings and hardened hoses.\n4. Lower the network pressure to what your tools really need.',
        aside:
          'Blow guns with a safety nozzle use less air and limit the pressure at the tip. Shut the network off at weekends: a simple valve soon pays for itself.',
        imageAlt: 'Blue blow gun',
        sliderTitle: 'Couplings, hoses and blow guns',
      },
      fr: {
        slug: 'fuites-d-air-comprime',
        title: 'Fuites d’air comprimé~: les détecter, les réparer, économiser l’énergie',
        teaser:
          'Une entreprise moyenne perd 20 à 30 % de son air comprimé. C’est de l’argent qui s’échappe, littéralement.',
        intro:
          'L’air comprimé est l’une des énergies les plus chères de l’atelier~: à peine un dixième de l’électricité du compresseur devient travail utile. Les petites fuites s’additionnent vite.\n\n## La méthode\n\n1. Écoutez les raccords qui sifflent après les heures de travail, ou utilisez un détecteur à ultrasons.\n2. Étiquetez chaque fuite et réparez-la dans la semaine.\n3. Remplacez les coupleurs usés et les tuyaux durcis.\n4. Réduisez la pression du réseau à ce dont vos outils ont réellement besoin.',
        aside:
          'Les soufflettes à buse de sécurité consomment moins d’air et limitent la pression en sortie. Coupez le réseau le week-end~: une simple vanne est vite amortie.',
        imageAlt: 'Soufflette bleue',
        sliderTitle: 'Raccords, tuyaux et soufflettes',
      },
    },
  },
  {
    key: 'led-workshop-lighting',
    publishedAt: '2024-06-11T08:00:00Z',
    author: 'Sofie Verbeke',
    cover: 'catalog/lamp-white.webp',
    picture: 'catalog/lamp-black.webp',
    categories: ['sustainability'],
    products: ['TS-100120', 'TS-100122', 'TS-100119', 'TS-100198', 'TS-100121'],
    text: {
      nl: {
        slug: 'werkplaats-overschakelen-op-led',
        title: 'De werkplaats overschakelen op led: terugverdiend binnen het jaar',
        teaser:
          'Led-tl’s en -panelen verbruiken tot 60 procent minder dan fluorescentielampen, en geven beter licht.',
        intro:
          'Verlichting brandt in een werkplaats vaak tien uur per dag of meer. Wie oude tl-buizen vervangt door led, ziet dat meteen op de energiefactuur.\n\n## Waar begint u?\n\n- Vervang eerst de armaturen die het langst branden.\n- Kies een kleurtemperatuur van 4000 K voor werkplekken en een kleurweergave (CRI) van minstens 80.\n- Combineer met aanwezigheidsdetectie in magazijnen en gangen.',
        aside:
          'Voor inspectiewerk en onderhoud onder machines zijn oplaadbare led-werklampen met IP65 handiger dan verlengkabels. Ze passen in elke gereedschapskoffer.',
        imageAlt: 'Zwarte led-werklamp',
        sliderTitle: 'Led-verlichting',
      },
      en: {
        slug: 'switching-the-workshop-to-led',
        title: 'Switching the workshop to LED: paid back within the year',
        teaser:
          'LED tubes and panels use up to 60 per cent less than fluorescent lamps, and give better light.',
        intro:
          'Lighting in a workshop often burns ten hours a day or more. Replacing old fluorescent tubes with LED shows on the energy bill straight away.\n\n## Where to start\n\n- Replace the fittings that burn longest first.\n- Choose a colour temperature of 4000 K for workplaces and a colour rendering (CRI) of at least 80.\n- Add presence detection in warehouses and corridors.',
        aside:
          'For inspection and maintenance under machines, rechargeable IP65 LED work lights are handier than extension cables. They fit in any tool case.',
        imageAlt: 'Black LED work light',
        sliderTitle: 'LED lighting',
      },
      fr: {
        slug: 'passer-l-atelier-en-led',
        title: 'Passer l’atelier en LED~: rentabilisé en moins d’un an',
        teaser:
          'Tubes et panneaux LED consomment jusqu’à 60 % de moins que les lampes fluorescentes, pour une meilleure lumière.',
        intro:
          'Dans un atelier, l’éclairage reste souvent allumé dix heures par jour, voire plus. Remplacer les vieux tubes fluorescents par des LED se voit aussitôt sur la facture.\n\n## Par où commencer~?\n\n- Remplacez d’abord les luminaires allumés le plus longtemps.\n- Choisissez 4000 K pour les postes de travail et un indice de rendu des couleurs (IRC) d’au moins 80.\n- Ajoutez la détection de présence dans les entrepôts et les couloirs.',
        aside:
          'Pour l’inspection et l’entretien sous les machines, les baladeuses LED rechargeables IP65 sont plus pratiques que les rallonges. Elles trouvent place dans toute mallette.',
        imageAlt: 'Baladeuse LED noire',
        sliderTitle: 'Éclairage LED',
      },
    },
  },
  {
    key: 'spill-control-chemical-storage',
    publishedAt: '2024-04-16T08:00:00Z',
    author: 'Thomas Claes',
    cover: 'catalog/canister-yellow.webp',
    picture: 'catalog/cabinet-yellow.webp',
    categories: ['sustainability', 'safety'],
    products: ['TS-100187', 'TS-100186', 'TS-100175', 'TS-100188', 'TS-100059'],
    text: {
      nl: {
        slug: 'lekbestrijding-en-opslag-van-chemicalien',
        title: 'Lekbestrijding en verantwoorde opslag van chemicaliën',
        teaser:
          'Olie, koelvloeistof en ontvetters horen niet in de riolering. Zo bent u voorbereid op een lek.',
        intro:
          'Een omgevallen vat of een lekkende machine kan bodem en water vervuilen en maakt de vloer glad. Een goede voorbereiding beperkt de schade tot een paar minuten werk.\n\n## Drie maatregelen\n\n- Bewaar ontvlambare producten in een brandveiligheidskast en gebruik lekbakken onder vaten.\n- Zet bij elke risicozone een lekkit met absorptiekorrels, doeken en afvalzakken.\n- Leer medewerkers het lek te stoppen, in te dijken en op te nemen, in die volgorde.',
        aside:
          'Gebruikt absorptiemateriaal is gevaarlijk afval: zamel het apart in en laat het ophalen door een erkende verwerker. Noteer elk incident, zodat u terugkerende lekken ziet.',
        imageAlt: 'Gele veiligheidskast voor gevaarlijke stoffen',
        sliderTitle: 'Absorberen, opslaan en reinigen',
      },
      en: {
        slug: 'spill-control-and-chemical-storage',
        title: 'Spill control and responsible storage of chemicals',
        teaser: 'Oil, coolant and degreasers do not belong in the drains. How to be ready for a spill.',
        intro:
          'A toppled drum or a leaking machine can pollute soil and water and makes the floor slippery. Good preparation limits the damage to a few minutes’ work.\n\n## Three measures\n\n- Keep flammable products in a safety cabinet and use drip trays under drums.\n- Put a spill kit with absorbent granules, cloths and waste bags by every risk area.\n- Teach your people to stop, contain and absorb a spill, in that order.',
        aside:
          'Used absorbent is hazardous waste: collect it separately and have it taken away by a licensed processor. Record every incident so that you spot recurring leaks.',
        imageAlt: 'Yellow safety cabinet for hazardous substances',
        sliderTitle: 'Absorb, store and clean',
      },
      fr: {
        slug: 'deversements-et-stockage-des-produits-chimiques',
        title: 'Déversements accidentels et stockage responsable des produits chimiques',
        teaser:
          'Huile, liquide de refroidissement et dégraissants n’ont rien à faire à l’égout. Comment être prêt en cas de fuite.',
        intro:
          'Un fût renversé ou une machine qui fuit peut polluer le sol et l’eau et rend le sol glissant. Une bonne préparation limite les dégâts à quelques minutes de travail.\n\n## Trois mesures\n\n- Rangez les produits inflammables dans une armoire de sécurité et placez des bacs de rétention sous les fûts.\n- Installez près de chaque zone à risque un kit antipollution avec absorbant, chiffons et sacs à déchets.\n- Apprenez à vos équipes à stopper, contenir puis absorber la fuite, dans cet ordre.',
        aside:
          'L’absorbant usagé est un déchet dangereux~: collectez-le à part et confiez-le à un collecteur agréé. Consignez chaque incident pour repérer les fuites récurrentes.',
        imageAlt: 'Armoire de sécurité jaune pour produits dangereux',
        sliderTitle: 'Absorber, stocker et nettoyer',
      },
    },
  },
  {
    key: 'organised-tool-storage',
    publishedAt: '2024-03-05T08:00:00Z',
    author: 'Julie Lambert',
    cover: 'catalog/toolbox-red.webp',
    picture: 'catalog/bin-blue.webp',
    categories: ['tools-fasteners', 'sustainability'],
    products: ['TS-100055', 'TS-100056', 'TS-100173', 'TS-100174', 'TS-100168'],
    text: {
      nl: {
        slug: 'gereedschap-ordelijk-opbergen-met-5s',
        title: 'Gereedschap ordelijk opbergen met 5S',
        teaser:
          'Zoeken kost een monteur gemiddeld een half uur per dag. Een vaste plek voor alles verandert dat.',
        intro:
          'De 5S-methode komt uit de autoindustrie, maar werkt in elke werkplaats: scheiden, schikken, schoonmaken, standaardiseren en standhouden.\n\n## Praktisch\n\n- Geef elk gereedschap een vaste, zichtbare plek op een gereedschapswand.\n- Bewaar kleine onderdelen in stapelbakken met een duidelijk label.\n- Gereedschapswagens brengen het juiste gereedschap naar de machine in plaats van omgekeerd.',
        aside:
          'Ordelijk werken is ook duurzaam werken: wie weet wat er is, bestelt niets dubbel en laat minder gereedschap verloren gaan. Begin klein, met één werkbank, en breid uit.',
        imageAlt: 'Blauwe stapelbakken met onderdelen',
        sliderTitle: 'Opbergen en organiseren',
      },
      en: {
        slug: 'organised-tool-storage-with-5s',
        title: 'Organised tool storage with 5S',
        teaser:
          'Searching costs a technician half an hour a day on average. A fixed place for everything changes that.',
        intro:
          'The 5S method comes from the car industry, but it works in any workshop: sort, set in order, shine, standardise and sustain.\n\n## In practice\n\n- Give every tool a fixed, visible place on a tool panel.\n- Keep small parts in stacking bins with a clear label.\n- Tool trolleys bring the right tools to the machine instead of the other way round.',
        aside:
          'Working tidily is also working sustainably: when you know what you have, you order nothing twice and lose fewer tools. Start small, with one workbench, and grow from there.',
        imageAlt: 'Blue stacking bins with parts',
        sliderTitle: 'Storage and organisation',
      },
      fr: {
        slug: 'ranger-l-outillage-avec-la-methode-5s',
        title: 'Ranger l’outillage avec la méthode 5S',
        teaser:
          'Chercher ses outils coûte en moyenne une demi-heure par jour à un technicien. Une place pour chaque chose change tout.',
        intro:
          'La méthode 5S vient de l’industrie automobile, mais elle fonctionne dans tout atelier~: trier, ranger, nettoyer, standardiser et maintenir.\n\n## Concrètement\n\n- Donnez à chaque outil une place fixe et visible sur un panneau porte-outils.\n- Rangez les petites pièces dans des bacs empilables clairement étiquetés.\n- Les servantes d’atelier amènent les bons outils à la machine, et non l’inverse.',
        aside:
          'Travailler avec ordre, c’est aussi travailler durablement~: qui sait ce qu’il possède ne commande rien en double et perd moins d’outils. Commencez petit, par un établi, puis étendez.',
        imageAlt: 'Bacs empilables bleus avec des pièces',
        sliderTitle: 'Rangement et organisation',
      },
    },
  },
];

/** French texts mark the narrow no-break space before : ; ? ! with `~`, for legibility here. */
const narrowSpaces = (value: string) => value.replaceAll('~', '\u202f');

function typeset(text: PostText): PostText {
  return Object.fromEntries(
    Object.entries(text).map(([field, value]) => [field, narrowSpaces(value)]),
  ) as unknown as PostText;
}

/** The blocks of a post in one language: opening text, picture with text, articles, closing line. */
function blocksOf(post: DemoPost, text: PostText, language: BlogLanguage, index: number): ContentBlock[] {
  return [
    { type: 'text', markdown: text.intro },
    {
      type: 'image-text',
      image: { url: `/media/${post.picture}`, alt: text.imageAlt },
      markdown: text.aside,
      imagePosition: index % 2 === 0 ? 'right' : 'left',
    },
    { type: 'product-slider', title: text.sliderTitle, productNumbers: post.products, limit: 12 },
    { type: 'text', markdown: narrowSpaces(closing[language](prefixOf[language])) },
  ];
}

function postWrite(post: DemoPost, index: number, slugs?: Record<BlogLanguage, string>): BlogPostWrite {
  return {
    key: post.key,
    publishedAt: post.publishedAt,
    author: post.author,
    mediaId: demoUuid('media', post.cover),
    categoryKeys: post.categories,
    translations: blogLanguages.map((language) => {
      const text = typeset(post.text[language]);
      return {
        languageId: languageIdOf(language),
        slug: slugs?.[language] ?? text.slug,
        title: text.title,
        teaser: text.teaser,
        metaDescription: text.teaser,
        blocks: blocksOf(post, text, language, index),
      };
    }),
  };
}

/**
 * The demo blog: 14 posts of the distributor in Dutch, English and French in four categories, with
 * articles of the demo catalogue; one post was renamed, so its former paths lead to the new ones.
 * Does nothing when the shop has a post already; answers whether it wrote the blog.
 */
export async function insertDemoBlog(tx: Tx): Promise<boolean> {
  const [existing] = await tx.select({ count: count() }).from(schema.blogPost);
  if (existing?.count) return false;
  for (const [position, category] of categories.entries()) {
    await replaceBlogCategory(tx, {
      key: category.key,
      position,
      names: blogLanguages.map((language) => ({
        languageId: languageIdOf(language),
        name: category.names[language],
      })),
    });
  }
  for (const [index, post] of posts.entries()) {
    if (post.formerSlugs) await replaceBlogPost(tx, postWrite(post, index, post.formerSlugs));
    await replaceBlogPost(tx, postWrite(post, index));
  }
  return true;
}
