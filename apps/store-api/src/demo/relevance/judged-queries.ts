/**
 * The judged query set of the demo catalogue: what a buyer types, in Dutch, French and English, and
 * the leaf categories (their demo keys) whose articles answer it (`relevant`), and those that answer
 * it in part (`related`, half the gain in nDCG). `brand` narrows the relevant articles to a brand's.
 * Article numbers, EANs and a company's own numbers are drawn from the catalogue at run time.
 */
export interface JudgedQuery {
  locale: 'nl' | 'fr' | 'en';
  query: string;
  /** What the query tests: a simple word, a compound, a plural, a typo, a phrase, a brand with a type. */
  kind: 'word' | 'compound' | 'plural' | 'typo' | 'phrase' | 'accents' | 'brand';
  relevant: readonly string[];
  related?: readonly string[];
  brand?: string;
}

const screws = ['wood-screws', 'chipboard-screws', 'sheet-metal-screws', 'self-drilling-screws'];
const bolts = ['hex-bolts', 'socket-head-cap-screws', 'carriage-bolts', 'flange-bolts'];
const nuts = ['hex-nuts', 'lock-nuts', 'flange-nuts', 'acorn-nuts', 'wing-nuts'];
const washers = ['flat-washers', 'spring-washers', 'fender-washers', 'serrated-washers'];
const plugs = ['nylon-plugs', 'cavity-anchors', 'frame-fixings'];
const anchors = ['wedge-anchors', 'cavity-anchors', 'frame-fixings', 'nylon-plugs'];
const drillBits = ['metal-drill-bits', 'masonry-drill-bits'];
const saws = ['circular-saws', 'jigsaws', 'hand-saws'];
const gloves = [
  'cut-resistant-gloves',
  'chemical-resistant-gloves',
  'disposable-gloves',
  'assembly-gloves',
  'welding-gloves',
];
const workGloves = gloves.slice(0, 4);
const glasses = ['safety-glasses', 'safety-goggles'];
const safetyShoes = ['low-safety-shoes', 'safety-boots'];
const hoses = ['high-pressure-hoses', 'return-hoses', 'compressed-air-hoses'];
const cables = ['installation-cables', 'flexible-cables', 'data-cables', 'control-cables'];
const welders = ['mig-mag-welders', 'tig-welders', 'mma-welders'];
const sealants = ['silicone-sealants', 'acrylic-sealants', 'polyurethane-sealants', 'hybrid-sealants'];
const glues = ['construction-adhesives', 'instant-adhesives', 'two-component-adhesives', 'contact-adhesives'];
const tapes = ['insulating-tapes', 'duct-tapes', 'double-sided-tapes', 'masking-tapes'];
const foams = ['pu-foams', 'fire-rated-foams', 'gun-foams'];
const racks = ['shelving-units', 'pallet-racking', 'cantilever-racking'];
const lamps = ['led-work-lights', 'torches'];

export const judgedQueries: readonly JudgedQuery[] = [
  // Dutch: compounds whose head is what the buyer asks for
  { locale: 'nl', query: 'schroef', kind: 'word', relevant: screws },
  { locale: 'nl', query: 'schroeven', kind: 'plural', relevant: screws },
  { locale: 'nl', query: 'houtschroef', kind: 'compound', relevant: ['wood-screws'], related: screws },
  { locale: 'nl', query: 'houtschroeven', kind: 'plural', relevant: ['wood-screws'], related: screws },
  { locale: 'nl', query: 'schroef voor hout', kind: 'phrase', relevant: ['wood-screws'], related: screws },
  {
    locale: 'nl',
    query: 'plaatschroef',
    kind: 'compound',
    relevant: ['sheet-metal-screws'],
    related: screws,
  },
  {
    locale: 'nl',
    query: 'spaanplaatschroeven',
    kind: 'plural',
    relevant: ['chipboard-screws'],
    related: screws,
  },
  { locale: 'nl', query: 'houtschrof', kind: 'typo', relevant: ['wood-screws'], related: screws },
  { locale: 'nl', query: 'bout', kind: 'word', relevant: [...bolts, 'wedge-anchors'] },
  { locale: 'nl', query: 'bouten', kind: 'plural', relevant: [...bolts, 'wedge-anchors'] },
  { locale: 'nl', query: 'zeskantbout', kind: 'compound', relevant: ['hex-bolts'], related: bolts },
  { locale: 'nl', query: 'zeskantbuot', kind: 'typo', relevant: ['hex-bolts'], related: bolts },
  {
    locale: 'nl',
    query: 'inbusbout',
    kind: 'compound',
    relevant: ['socket-head-cap-screws'],
    related: bolts,
  },
  { locale: 'nl', query: 'moer', kind: 'word', relevant: nuts },
  { locale: 'nl', query: 'moeren', kind: 'plural', relevant: nuts },
  { locale: 'nl', query: 'borgmoer', kind: 'compound', relevant: ['lock-nuts'], related: nuts },
  { locale: 'nl', query: 'zeskantmoeren', kind: 'plural', relevant: ['hex-nuts'], related: nuts },
  { locale: 'nl', query: 'ring', kind: 'word', relevant: washers },
  { locale: 'nl', query: 'veerring', kind: 'compound', relevant: ['spring-washers', 'serrated-washers'] },
  { locale: 'nl', query: 'sluitringen', kind: 'plural', relevant: ['flat-washers'], related: washers },
  { locale: 'nl', query: 'plug', kind: 'word', relevant: plugs },
  { locale: 'nl', query: 'boor', kind: 'word', relevant: drillBits, related: ['drills', 'rotary-hammers'] },
  {
    locale: 'nl',
    query: 'boren',
    kind: 'plural',
    relevant: drillBits,
    related: ['drills', 'rotary-hammers'],
  },
  {
    locale: 'nl',
    query: 'steenboor',
    kind: 'compound',
    relevant: ['masonry-drill-bits'],
    related: drillBits,
  },
  { locale: 'nl', query: 'boormachine', kind: 'compound', relevant: ['drills'] },
  { locale: 'nl', query: 'zaag', kind: 'word', relevant: saws },
  { locale: 'nl', query: 'zagen', kind: 'plural', relevant: saws },
  { locale: 'nl', query: 'schroevendraaier', kind: 'compound', relevant: ['screwdrivers'] },
  { locale: 'nl', query: 'schroevendraier', kind: 'typo', relevant: ['screwdrivers'] },
  { locale: 'nl', query: 'tang', kind: 'word', relevant: ['pliers'] },
  { locale: 'nl', query: 'hamer', kind: 'word', relevant: ['hammers', 'rotary-hammers'] },
  { locale: 'nl', query: 'waterpas', kind: 'word', relevant: ['spirit-levels'] },
  { locale: 'nl', query: 'handschoen', kind: 'word', relevant: gloves },
  { locale: 'nl', query: 'handschoenen', kind: 'plural', relevant: gloves },
  {
    locale: 'nl',
    query: 'werkhandschoenen',
    kind: 'compound',
    relevant: workGloves,
    related: ['welding-gloves'],
  },
  { locale: 'nl', query: 'bril', kind: 'word', relevant: glasses },
  {
    locale: 'nl',
    query: 'veiligheidsbril',
    kind: 'compound',
    relevant: ['safety-glasses'],
    related: glasses,
  },
  { locale: 'nl', query: 'veiligheidsbirl', kind: 'typo', relevant: ['safety-glasses'], related: glasses },
  {
    locale: 'nl',
    query: 'veiligheidsschoenen',
    kind: 'plural',
    relevant: safetyShoes,
    related: ['safety-wellingtons'],
  },
  { locale: 'nl', query: 'slang', kind: 'word', relevant: hoses },
  {
    locale: 'nl',
    query: 'kabel',
    kind: 'word',
    relevant: cables,
    related: ['extension-cables', 'cable-reels'],
  },
  { locale: 'nl', query: 'kabelbinders', kind: 'plural', relevant: ['cable-ties'] },
  { locale: 'nl', query: 'lasapparaat', kind: 'compound', relevant: welders },
  { locale: 'nl', query: 'kit', kind: 'word', relevant: sealants },
  { locale: 'nl', query: 'lijm', kind: 'word', relevant: glues },
  { locale: 'nl', query: 'tape', kind: 'word', relevant: tapes },
  { locale: 'nl', query: 'schuim', kind: 'word', relevant: foams },
  { locale: 'nl', query: 'stelling', kind: 'word', relevant: racks },
  { locale: 'nl', query: 'bankschroef', kind: 'compound', relevant: ['bench-vices'] },
  { locale: 'nl', query: 'Kravento boor', kind: 'brand', relevant: drillBits, brand: 'Kravento' },

  // French: words apart, plurals and accents
  {
    locale: 'fr',
    query: 'vis',
    kind: 'word',
    relevant: [...screws, 'hex-bolts', 'socket-head-cap-screws', 'flange-bolts'],
  },
  { locale: 'fr', query: 'vis à bois', kind: 'phrase', relevant: ['wood-screws'], related: screws },
  { locale: 'fr', query: 'vis a bois', kind: 'accents', relevant: ['wood-screws'], related: screws },
  { locale: 'fr', query: 'vis à tôle', kind: 'phrase', relevant: ['sheet-metal-screws'], related: screws },
  { locale: 'fr', query: 'écrou', kind: 'word', relevant: nuts },
  { locale: 'fr', query: 'écrous', kind: 'plural', relevant: nuts },
  { locale: 'fr', query: 'ecrou', kind: 'accents', relevant: nuts },
  { locale: 'fr', query: 'écrou autobloquant', kind: 'phrase', relevant: ['lock-nuts'], related: nuts },
  { locale: 'fr', query: 'ecrous hexagonaux', kind: 'plural', relevant: ['hex-nuts'], related: nuts },
  { locale: 'fr', query: 'rondelle', kind: 'word', relevant: washers },
  { locale: 'fr', query: 'rondelles', kind: 'plural', relevant: washers },
  { locale: 'fr', query: 'cheville', kind: 'word', relevant: plugs },
  { locale: 'fr', query: 'chevilles', kind: 'plural', relevant: plugs },
  { locale: 'fr', query: 'foret', kind: 'word', relevant: drillBits },
  { locale: 'fr', query: 'forets', kind: 'plural', relevant: drillBits },
  {
    locale: 'fr',
    query: 'foret béton',
    kind: 'phrase',
    relevant: ['masonry-drill-bits'],
    related: drillBits,
  },
  { locale: 'fr', query: 'perceuse', kind: 'word', relevant: ['drills'] },
  { locale: 'fr', query: 'perceusse', kind: 'typo', relevant: ['drills'] },
  { locale: 'fr', query: 'scie', kind: 'word', relevant: saws },
  { locale: 'fr', query: 'scies', kind: 'plural', relevant: saws },
  { locale: 'fr', query: 'tournevis', kind: 'word', relevant: ['screwdrivers'] },
  { locale: 'fr', query: 'tournevise', kind: 'typo', relevant: ['screwdrivers'] },
  // A "pince" is pliers and a clamp alike.
  { locale: 'fr', query: 'pince', kind: 'word', relevant: ['pliers', 'earth-clamps'] },
  { locale: 'fr', query: 'marteau', kind: 'word', relevant: ['hammers'] },
  { locale: 'fr', query: 'niveau', kind: 'word', relevant: ['spirit-levels'] },
  { locale: 'fr', query: 'gant', kind: 'word', relevant: gloves },
  { locale: 'fr', query: 'gants', kind: 'plural', relevant: gloves },
  { locale: 'fr', query: 'gants jetables', kind: 'plural', relevant: ['disposable-gloves'], related: gloves },
  { locale: 'fr', query: 'lunettes', kind: 'word', relevant: glasses },
  { locale: 'fr', query: 'chaussures de sécurité', kind: 'phrase', relevant: safetyShoes },
  { locale: 'fr', query: 'masque', kind: 'word', relevant: ['dust-masks', 'half-masks', 'welding-helmets'] },
  { locale: 'fr', query: 'flexible', kind: 'word', relevant: ['high-pressure-hoses', 'return-hoses'] },
  { locale: 'fr', query: 'raccord', kind: 'word', relevant: ['compression-fittings', 'push-in-fittings'] },
  { locale: 'fr', query: 'câble', kind: 'word', relevant: cables, related: ['cable-reels'] },
  { locale: 'fr', query: 'cables', kind: 'accents', relevant: cables, related: ['cable-reels'] },
  { locale: 'fr', query: 'poste à souder', kind: 'phrase', relevant: welders },
  { locale: 'fr', query: 'mastic', kind: 'word', relevant: sealants },
  { locale: 'fr', query: 'colle', kind: 'word', relevant: glues },
  { locale: 'fr', query: 'ruban', kind: 'word', relevant: tapes },
  { locale: 'fr', query: 'mousse', kind: 'word', relevant: foams },
  { locale: 'fr', query: 'établi', kind: 'word', relevant: ['workbenches'] },
  { locale: 'fr', query: 'etau', kind: 'accents', relevant: ['bench-vices'] },

  // English
  { locale: 'en', query: 'screw', kind: 'word', relevant: [...screws, 'socket-head-cap-screws'] },
  { locale: 'en', query: 'screws', kind: 'plural', relevant: [...screws, 'socket-head-cap-screws'] },
  { locale: 'en', query: 'wood screw', kind: 'phrase', relevant: ['wood-screws'], related: screws },
  { locale: 'en', query: 'wood screws', kind: 'plural', relevant: ['wood-screws'], related: screws },
  { locale: 'en', query: 'bolt', kind: 'word', relevant: ['hex-bolts', 'carriage-bolts', 'flange-bolts'] },
  { locale: 'en', query: 'hex bolts', kind: 'plural', relevant: ['hex-bolts'], related: bolts },
  { locale: 'en', query: 'nut', kind: 'word', relevant: nuts },
  { locale: 'en', query: 'nuts', kind: 'plural', relevant: nuts },
  { locale: 'en', query: 'lock nut', kind: 'phrase', relevant: ['lock-nuts'], related: nuts },
  { locale: 'en', query: 'washer', kind: 'word', relevant: washers },
  { locale: 'en', query: 'washers', kind: 'plural', relevant: washers },
  {
    locale: 'en',
    query: 'anchor',
    kind: 'word',
    relevant: ['wedge-anchors', 'cavity-anchors'],
    related: anchors,
  },
  { locale: 'en', query: 'drill bit', kind: 'phrase', relevant: drillBits },
  { locale: 'en', query: 'drill bits', kind: 'plural', relevant: drillBits },
  { locale: 'en', query: 'saw', kind: 'word', relevant: saws },
  { locale: 'en', query: 'saws', kind: 'plural', relevant: saws },
  {
    locale: 'en',
    query: 'screwdriver',
    kind: 'word',
    relevant: ['screwdrivers'],
    related: ['screwdriver-bits'],
  },
  {
    locale: 'en',
    query: 'scredriver',
    kind: 'typo',
    relevant: ['screwdrivers'],
    related: ['screwdriver-bits'],
  },
  { locale: 'en', query: 'pliers', kind: 'word', relevant: ['pliers'] },
  { locale: 'en', query: 'hammer', kind: 'word', relevant: ['hammers', 'rotary-hammers'] },
  { locale: 'en', query: 'glove', kind: 'word', relevant: gloves },
  { locale: 'en', query: 'gloves', kind: 'plural', relevant: gloves },
  { locale: 'en', query: 'welding gloves', kind: 'plural', relevant: ['welding-gloves'], related: gloves },
  { locale: 'en', query: 'welidng gloves', kind: 'typo', relevant: ['welding-gloves'], related: gloves },
  { locale: 'en', query: 'safety glasses', kind: 'phrase', relevant: ['safety-glasses'], related: glasses },
  { locale: 'en', query: 'goggles', kind: 'word', relevant: ['safety-goggles'] },
  { locale: 'en', query: 'hose', kind: 'word', relevant: hoses },
  { locale: 'en', query: 'hoses', kind: 'plural', relevant: hoses },
  { locale: 'en', query: 'coupling', kind: 'word', relevant: ['quick-couplings'] },
  {
    locale: 'en',
    query: 'cable',
    kind: 'word',
    relevant: cables,
    related: ['extension-cables', 'cable-reels', 'cable-ties'],
  },
  { locale: 'en', query: 'cable ties', kind: 'plural', relevant: ['cable-ties'] },
  { locale: 'en', query: 'torch', kind: 'word', relevant: ['torches'] },
  { locale: 'en', query: 'light', kind: 'word', relevant: lamps, related: ['led-panels', 'led-tubes'] },
  { locale: 'en', query: 'welder', kind: 'word', relevant: welders },
  { locale: 'en', query: 'sealant', kind: 'word', relevant: sealants },
  { locale: 'en', query: 'adhesive', kind: 'word', relevant: glues },
  { locale: 'en', query: 'tape', kind: 'word', relevant: tapes },
  { locale: 'en', query: 'foam', kind: 'word', relevant: foams },
  { locale: 'en', query: 'workbench', kind: 'word', relevant: ['workbenches'] },
  { locale: 'en', query: 'shelving', kind: 'word', relevant: ['shelving-units'], related: racks },
];
