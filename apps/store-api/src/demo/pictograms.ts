import type { Text4 } from './languages.ts';

/** Colours of one drawing: the article colour, a darker shade of it and the background. */
interface Paint {
  fill: string;
  dark: string;
  background: string;
}

type Drawing = (paint: Paint) => string;

const threadLines = (x1: number, x2: number, from: number, to: number, step: number) => {
  const lines: string[] = [];
  for (let y = from; y <= to; y += step) lines.push(`<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y + 8}"/>`);
  return lines.join('');
};

/** Simple flat pictograms on a 400 x 400 canvas, drawn with the outline stroke of the group. */
const drawings = {
  bolt: ({ fill, dark }) =>
    `<path d="M110 70h180l20 45-20 45H110l-20-45z" fill="${fill}"/><rect x="165" y="160" width="70" height="190" fill="${fill}"/>
     <g stroke="${dark}">${threadLines(168, 232, 200, 330, 20)}</g>`,
  nut: ({ fill, background }) =>
    `<path d="M200 60l121 70v140l-121 70-121-70V130z" fill="${fill}"/><circle cx="200" cy="200" r="58" fill="${background}"/>
     <circle cx="200" cy="200" r="72" fill="none" stroke-width="4"/>`,
  screw: ({ fill, dark }) =>
    `<path d="M100 70h200l-60 60h-80z" fill="${fill}"/><path d="M170 130h60v170l-30 60-30-60z" fill="${fill}"/>
     <line x1="175" y1="100" x2="225" y2="100"/><g stroke="${dark}">${threadLines(172, 228, 150, 290, 22)}</g>`,
  washer: ({ fill, background }) =>
    `<circle cx="200" cy="200" r="140" fill="${fill}"/><circle cx="200" cy="200" r="58" fill="${background}"/>`,
  anchor: ({ fill, dark }) =>
    `<rect x="130" y="60" width="140" height="36" rx="10" fill="${fill}"/><path d="M150 96h100v220l-50 40-50-40z" fill="${fill}"/>
     <g stroke="${dark}"><line x1="160" y1="140" x2="240" y2="140"/><line x1="160" y1="190" x2="240" y2="190"/><line x1="160" y1="240" x2="240" y2="240"/><line x1="200" y1="96" x2="200" y2="330"/></g>`,
  drill: ({ fill, dark }) =>
    `<path d="M90 110h190a30 30 0 0 1 30 30v40a30 30 0 0 1-30 30H90z" fill="${fill}"/><rect x="310" y="145" width="50" height="30" fill="${dark}"/>
     <path d="M150 210h70l-15 100h-55z" fill="${fill}"/><rect x="120" y="300" width="120" height="50" rx="10" fill="${dark}"/>
     <line x1="360" y1="160" x2="385" y2="160"/>`,
  grinder: ({ fill, dark, background }) =>
    `<rect x="60" y="170" width="230" height="70" rx="30" fill="${fill}"/><circle cx="300" cy="205" r="85" fill="${dark}"/>
     <circle cx="300" cy="205" r="18" fill="${background}"/><rect x="130" y="120" width="40" height="50" fill="${fill}"/>`,
  saw: ({ fill, dark, background }) =>
    `<circle cx="200" cy="220" r="120" fill="${dark}"/><circle cx="200" cy="220" r="96" fill="${background}" stroke-dasharray="14 10"/>
     <circle cx="200" cy="220" r="20" fill="${fill}"/><path d="M80 140h170a40 40 0 0 1 40 40v20H80z" fill="${fill}"/>`,
  screwdriver: ({ fill, dark }) =>
    `<rect x="150" y="40" width="100" height="150" rx="40" fill="${fill}"/><rect x="185" y="190" width="30" height="140" fill="${dark}"/>
     <path d="M185 330h30l-8 35h-14z" fill="${dark}"/><line x1="175" y1="70" x2="175" y2="160"/><line x1="225" y1="70" x2="225" y2="160"/>`,
  pliers: ({ fill, dark }) =>
    `<path d="M115 360l62-175h28l-45 175z" fill="${fill}"/><path d="M285 360l-62-175h-28l45 175z" fill="${fill}"/>
     <path d="M180 190l-10-130 30 20 30-20-10 130z" fill="${dark}"/><circle cx="200" cy="185" r="14" fill="${dark}"/>`,
  hammer: ({ fill, dark }) =>
    `<rect x="90" y="70" width="220" height="80" rx="14" fill="${dark}"/><rect x="180" y="150" width="40" height="210" rx="12" fill="${fill}"/>`,
  measure: ({ fill, dark, background }) =>
    `<rect x="70" y="110" width="190" height="190" rx="40" fill="${fill}"/><circle cx="165" cy="205" r="45" fill="${background}"/>
     <path d="M260 260h90v30h-90z" fill="${background}"/><g stroke="${dark}"><line x1="280" y1="260" x2="280" y2="275"/><line x1="305" y1="260" x2="305" y2="275"/><line x1="330" y1="260" x2="330" y2="275"/></g>`,
  level: ({ fill, dark, background }) =>
    `<rect x="30" y="160" width="340" height="80" rx="10" fill="${fill}"/><rect x="170" y="180" width="60" height="40" rx="8" fill="${background}"/>
     <circle cx="200" cy="200" r="10" fill="${dark}"/><rect x="60" y="185" width="30" height="30" rx="6" fill="${background}"/>`,
  drillbit: ({ fill, dark }) =>
    `<rect x="180" y="40" width="40" height="120" fill="${dark}"/><path d="M175 160h50v170l-25 40-25-40z" fill="${fill}"/>
     <g stroke="${dark}"><line x1="178" y1="190" x2="222" y2="220"/><line x1="178" y1="240" x2="222" y2="270"/><line x1="178" y1="290" x2="222" y2="320"/></g>`,
  disc: ({ fill, dark, background }) =>
    `<circle cx="200" cy="200" r="150" fill="${fill}"/><circle cx="200" cy="200" r="70" fill="${dark}"/><circle cx="200" cy="200" r="22" fill="${background}"/>`,
  toolbox: ({ fill, dark }) =>
    `<path d="M150 130v-40h100v40" fill="none"/><rect x="60" y="130" width="280" height="200" rx="16" fill="${fill}"/>
     <rect x="60" y="130" width="280" height="60" rx="16" fill="${dark}"/><rect x="180" y="175" width="40" height="30" fill="${fill}"/>`,
  cabinet: ({ fill, dark }) =>
    `<rect x="100" y="50" width="200" height="300" rx="10" fill="${fill}"/><g stroke="${dark}"><line x1="100" y1="125" x2="300" y2="125"/><line x1="100" y1="200" x2="300" y2="200"/><line x1="100" y1="275" x2="300" y2="275"/></g>
     <g fill="${dark}"><rect x="170" y="80" width="60" height="12" rx="6"/><rect x="170" y="155" width="60" height="12" rx="6"/><rect x="170" y="230" width="60" height="12" rx="6"/><rect x="170" y="305" width="60" height="12" rx="6"/></g>`,
  glove: ({ fill, dark }) =>
    `<path d="M130 360V200l-40-60a22 22 0 0 1 36-24l34 44V70a20 20 0 0 1 40 0v90-110a20 20 0 0 1 40 0v110-90a20 20 0 0 1 40 0v100-70a20 20 0 0 1 40 0v160c0 40-20 60-40 70v40z" fill="${fill}"/>
     <rect x="130" y="330" width="150" height="30" fill="${dark}"/>`,
  boot: ({ fill, dark }) =>
    `<path d="M110 60h120v170l110 40a30 30 0 0 1 20 28v42H80v-60l30-30z" fill="${fill}"/><rect x="80" y="320" width="280" height="30" rx="8" fill="${dark}"/>
     <path d="M270 250a50 50 0 0 1 90 40" fill="${dark}"/>`,
  goggles: ({ fill, dark }) =>
    `<path d="M40 200h40M320 200h40" stroke-width="14"/><rect x="70" y="140" width="260" height="120" rx="50" fill="${dark}"/>
     <ellipse cx="145" cy="200" rx="55" ry="42" fill="${fill}"/><ellipse cx="255" cy="200" rx="55" ry="42" fill="${fill}"/>`,
  earmuff: ({ fill, dark }) =>
    `<path d="M100 230V170a100 100 0 0 1 200 0v60" fill="none" stroke-width="18"/><rect x="60" y="200" width="80" height="130" rx="36" fill="${fill}"/>
     <rect x="260" y="200" width="80" height="130" rx="36" fill="${fill}"/><rect x="120" y="215" width="20" height="100" fill="${dark}"/><rect x="260" y="215" width="20" height="100" fill="${dark}"/>`,
  mask: ({ fill, dark }) =>
    `<path d="M70 170l-30-20M330 170l30-20M80 260l-40 20M320 260l40 20" fill="none"/><path d="M200 100c80 0 130 60 130 110s-60 110-130 110S70 260 70 210s50-110 130-110z" fill="${fill}"/>
     <circle cx="200" cy="230" r="34" fill="${dark}"/>`,
  jacket: ({ fill, dark }) =>
    `<path d="M150 60l50 30 50-30 90 50-30 90-30-10v170H120V190l-30 10-30-90z" fill="${fill}"/><line x1="200" y1="90" x2="200" y2="360" stroke="${dark}"/>
     <rect x="135" y="230" width="45" height="30" fill="${dark}"/><rect x="220" y="230" width="45" height="30" fill="${dark}"/>`,
  hose: ({ fill, dark }) =>
    `<circle cx="190" cy="200" r="130" fill="none" stroke="${fill}" stroke-width="36"/><circle cx="190" cy="200" r="70" fill="none" stroke="${fill}" stroke-width="36"/>
     <rect x="300" y="170" width="70" height="60" rx="8" fill="${dark}"/>`,
  coupling: ({ fill, dark }) =>
    `<rect x="40" y="160" width="110" height="80" rx="8" fill="${fill}"/><path d="M150 130h100l25 70-25 70H150l-25-70z" fill="${dark}"/><rect x="250" y="160" width="110" height="80" rx="8" fill="${fill}"/>`,
  cylinder: ({ fill, dark }) =>
    `<rect x="40" y="140" width="220" height="120" rx="14" fill="${fill}"/><rect x="260" y="185" width="110" height="30" fill="${dark}"/>
     <rect x="80" y="110" width="30" height="30" fill="${dark}"/><rect x="200" y="110" width="30" height="30" fill="${dark}"/>`,
  blowgun: ({ fill, dark }) =>
    `<path d="M80 130h200v60H180l-20 150h-60l10-150H80z" fill="${fill}"/><rect x="280" y="145" width="90" height="30" fill="${dark}"/>
     <path d="M180 190q30 40 0 70" fill="none"/>`,
  gauge: ({ fill, dark, background }) =>
    `<circle cx="200" cy="180" r="130" fill="${fill}"/><circle cx="200" cy="180" r="100" fill="${background}"/>
     <line x1="200" y1="180" x2="270" y2="120" stroke="${dark}" stroke-width="10"/><circle cx="200" cy="180" r="14" fill="${dark}"/><rect x="175" y="310" width="50" height="60" fill="${dark}"/>`,
  canister: ({ fill, dark }) =>
    `<path d="M90 120l50-50h170v290H90z" fill="${fill}"/><rect x="200" y="40" width="60" height="40" fill="${dark}"/>
     <rect x="130" y="170" width="140" height="110" rx="10" fill="${dark}"/>`,
  filter: ({ fill, dark }) =>
    `<rect x="120" y="60" width="160" height="290" rx="20" fill="${fill}"/><rect x="160" y="30" width="80" height="30" fill="${dark}"/>
     <g stroke="${dark}"><line x1="120" y1="130" x2="280" y2="130"/><line x1="120" y1="200" x2="280" y2="200"/><line x1="120" y1="270" x2="280" y2="270"/></g>`,
  cartridge: ({ fill, dark }) =>
    `<rect x="60" y="150" width="230" height="100" rx="12" fill="${fill}"/><path d="M290 175h30l50 25-50 25h-30z" fill="${dark}"/>
     <rect x="30" y="165" width="30" height="70" fill="${dark}"/>`,
  tube: ({ fill, dark }) =>
    `<path d="M90 120h220l-40 170H130z" fill="${fill}"/><rect x="170" y="290" width="60" height="60" rx="8" fill="${dark}"/><line x1="90" y1="140" x2="310" y2="140"/>`,
  spray: ({ fill, dark }) =>
    `<rect x="130" y="120" width="140" height="240" rx="24" fill="${fill}"/><rect x="165" y="70" width="70" height="50" fill="${dark}"/>
     <rect x="185" y="45" width="40" height="25" fill="${dark}"/><g fill="${dark}" stroke="none"><circle cx="270" cy="50" r="8"/><circle cx="300" cy="40" r="8"/><circle cx="300" cy="70" r="8"/><circle cx="330" cy="55" r="8"/></g>`,
  cable: ({ fill, dark }) =>
    `<path d="M60 300c0-120 280-120 280-200" fill="none" stroke="${fill}" stroke-width="30"/><rect x="30" y="290" width="60" height="70" rx="10" fill="${dark}"/>
     <rect x="310" y="50" width="60" height="60" rx="10" fill="${dark}"/>`,
  reel: ({ fill, dark, background }) =>
    `<path d="M80 360l60-90M320 360l-60-90" fill="none"/><circle cx="200" cy="190" r="140" fill="${fill}"/><circle cx="200" cy="190" r="90" fill="${dark}"/>
     <circle cx="200" cy="190" r="40" fill="${background}"/>`,
  lamp: ({ fill, dark, background }) =>
    `<rect x="90" y="70" width="220" height="160" rx="16" fill="${fill}"/><rect x="115" y="95" width="170" height="110" rx="8" fill="${background}"/>
     <path d="M200 230v60M120 360l80-70 80 70" fill="none" stroke="${dark}" stroke-width="14"/>`,
  socket: ({ fill, dark, background }) =>
    `<rect x="70" y="70" width="260" height="260" rx="30" fill="${fill}"/><circle cx="200" cy="200" r="85" fill="${background}"/>
     <circle cx="165" cy="200" r="12" fill="${dark}"/><circle cx="235" cy="200" r="12" fill="${dark}"/><rect x="193" y="130" width="14" height="30" fill="${dark}"/>`,
  'cable-tie': ({ fill, dark }) =>
    `<path d="M100 300c-60-120 60-250 180-190" fill="none" stroke="${fill}" stroke-width="26"/><rect x="260" y="80" width="60" height="50" rx="8" fill="${dark}"/>
     <path d="M100 300l200 40" stroke="${fill}" stroke-width="26"/>`,
  welder: ({ fill, dark, background }) =>
    `<rect x="70" y="110" width="260" height="220" rx="16" fill="${fill}"/><path d="M140 110V70h120v40" fill="none"/>
     <rect x="100" y="140" width="120" height="80" rx="6" fill="${background}"/><circle cx="280" cy="180" r="24" fill="${dark}"/>
     <circle cx="130" cy="280" r="16" fill="${dark}"/><circle cx="190" cy="280" r="16" fill="${dark}"/>`,
  spool: ({ fill, dark, background }) =>
    `<circle cx="200" cy="200" r="150" fill="${dark}"/><circle cx="200" cy="200" r="115" fill="${fill}"/>
     <circle cx="200" cy="200" r="45" fill="${background}"/><circle cx="200" cy="200" r="80" fill="none" stroke="${dark}" stroke-width="4"/>`,
  electrode: ({ fill, dark }) =>
    `<g fill="${fill}"><rect x="110" y="60" width="34" height="290" rx="8"/><rect x="183" y="60" width="34" height="290" rx="8"/><rect x="256" y="60" width="34" height="290" rx="8"/></g>
     <g fill="${dark}"><rect x="110" y="290" width="34" height="60" rx="8"/><rect x="183" y="290" width="34" height="60" rx="8"/><rect x="256" y="290" width="34" height="60" rx="8"/></g>`,
  helmet: ({ fill, dark }) =>
    `<path d="M200 50c100 0 140 80 140 160 0 90-60 140-140 140S60 300 60 210c0-80 40-160 140-160z" fill="${fill}"/>
     <rect x="120" y="150" width="160" height="80" rx="12" fill="${dark}"/>`,
  nozzle: ({ fill, dark }) =>
    `<rect x="80" y="150" width="120" height="100" rx="10" fill="${dark}"/><path d="M200 140h60l80 40v40l-80 40h-60z" fill="${fill}"/>`,
  clamp: ({ fill, dark }) =>
    `<path d="M90 330l90-150h40l-90 150z" fill="${fill}"/><path d="M310 330l-90-150h-40l90 150z" fill="${fill}"/>
     <path d="M170 190c-40-60-20-130 30-130s70 70 30 130z" fill="${dark}"/><circle cx="200" cy="185" r="14" fill="${fill}"/>`,
  tape: ({ fill, background }) =>
    `<circle cx="180" cy="200" r="140" fill="${fill}"/><circle cx="180" cy="200" r="70" fill="${background}"/>
     <path d="M300 270l70 50v40l-110-60z" fill="${fill}"/>`,
  shelf: ({ fill, dark }) =>
    `<g fill="${dark}"><rect x="70" y="40" width="24" height="320"/><rect x="306" y="40" width="24" height="320"/></g>
     <g fill="${fill}"><rect x="70" y="80" width="260" height="20"/><rect x="70" y="170" width="260" height="20"/><rect x="70" y="260" width="260" height="20"/><rect x="70" y="340" width="260" height="20"/></g>`,
  bench: ({ fill, dark }) =>
    `<rect x="40" y="130" width="320" height="40" rx="6" fill="${fill}"/><g fill="${dark}"><rect x="70" y="170" width="24" height="190"/><rect x="306" y="170" width="24" height="190"/></g>
     <rect x="200" y="170" width="100" height="70" fill="${fill}"/><rect x="70" y="300" width="260" height="16" fill="${dark}"/>`,
  vice: ({ fill, dark }) =>
    `<rect x="80" y="120" width="110" height="120" rx="8" fill="${fill}"/><rect x="210" y="120" width="110" height="120" rx="8" fill="${fill}"/>
     <rect x="60" y="240" width="280" height="50" rx="8" fill="${dark}"/><path d="M320 180h60" stroke-width="16"/><rect x="120" y="290" width="160" height="60" fill="${dark}"/>`,
  bin: ({ fill, dark }) =>
    `<path d="M70 130h260v220H70z" fill="${fill}"/><path d="M70 130l60 90h140l60-90" fill="${dark}"/><rect x="160" y="260" width="80" height="40" rx="6" fill="${dark}"/>`,
  trolley: ({ fill, dark, background }) =>
    `<path d="M110 50v270h190" fill="none" stroke="${fill}" stroke-width="24"/><rect x="180" y="180" width="110" height="130" rx="8" fill="${fill}"/>
     <circle cx="150" cy="330" r="34" fill="${dark}"/><circle cx="150" cy="330" r="12" fill="${background}"/>`,
  cloth: ({ fill, dark }) =>
    `<path d="M70 250h260l-20 90H90z" fill="${fill}"/><path d="M90 180h230l-20 70H100z" fill="${dark}"/><path d="M110 110h190l-20 70H120z" fill="${fill}"/>`,
} satisfies Record<string, Drawing>;

export type Pictogram = keyof typeof drawings;
export const pictograms = Object.keys(drawings) as Pictogram[];

/** Alt texts of the pictograms. */
export const pictogramLabels: Record<Pictogram, Text4> = {
  bolt: ['Bout', 'Bolt', 'Boulon', 'Schraube'],
  nut: ['Moer', 'Nut', 'Écrou', 'Mutter'],
  screw: ['Schroef', 'Screw', 'Vis', 'Schraube'],
  washer: ['Sluitring', 'Washer', 'Rondelle', 'Unterlegscheibe'],
  anchor: ['Plug', 'Wall plug', 'Cheville', 'Dübel'],
  drill: ['Boormachine', 'Drill', 'Perceuse', 'Bohrmaschine'],
  grinder: ['Haakse slijper', 'Angle grinder', "Meuleuse d'angle", 'Winkelschleifer'],
  saw: ['Zaag', 'Saw', 'Scie', 'Säge'],
  screwdriver: ['Schroevendraaier', 'Screwdriver', 'Tournevis', 'Schraubendreher'],
  pliers: ['Tang', 'Pliers', 'Pince', 'Zange'],
  hammer: ['Hamer', 'Hammer', 'Marteau', 'Hammer'],
  measure: ['Meetinstrument', 'Measuring tool', 'Instrument de mesure', 'Messgerät'],
  level: ['Waterpas', 'Spirit level', 'Niveau', 'Wasserwaage'],
  drillbit: ['Boor', 'Drill bit', 'Foret', 'Bohrer'],
  disc: ['Slijpschijf', 'Disc', 'Disque', 'Scheibe'],
  toolbox: ['Gereedschapskoffer', 'Tool case', 'Mallette', 'Werkzeugkoffer'],
  cabinet: ['Kast', 'Cabinet', 'Armoire', 'Schrank'],
  glove: ['Handschoen', 'Glove', 'Gant', 'Handschuh'],
  boot: ['Veiligheidsschoen', 'Safety shoe', 'Chaussure de sécurité', 'Sicherheitsschuh'],
  goggles: ['Veiligheidsbril', 'Safety glasses', 'Lunettes de sécurité', 'Schutzbrille'],
  earmuff: ['Gehoorbescherming', 'Hearing protection', 'Protection auditive', 'Gehörschutz'],
  mask: ['Masker', 'Mask', 'Masque', 'Maske'],
  jacket: ['Werkkleding', 'Workwear', 'Vêtement de travail', 'Arbeitskleidung'],
  hose: ['Slang', 'Hose', 'Flexible', 'Schlauch'],
  coupling: ['Koppeling', 'Coupling', 'Raccord', 'Kupplung'],
  cylinder: ['Cilinder', 'Cylinder', 'Vérin', 'Zylinder'],
  blowgun: ['Blaaspistool', 'Blow gun', 'Soufflette', 'Ausblaspistole'],
  gauge: ['Manometer', 'Pressure gauge', 'Manomètre', 'Manometer'],
  canister: ['Bus', 'Canister', 'Bidon', 'Kanister'],
  filter: ['Filter', 'Filter', 'Filtre', 'Filter'],
  cartridge: ['Koker', 'Cartridge', 'Cartouche', 'Kartusche'],
  tube: ['Tube', 'Tube', 'Tube', 'Tube'],
  spray: ['Spuitbus', 'Spray can', 'Aérosol', 'Spraydose'],
  cable: ['Kabel', 'Cable', 'Câble', 'Kabel'],
  reel: ['Kabelhaspel', 'Cable reel', 'Enrouleur', 'Kabeltrommel'],
  lamp: ['Lamp', 'Lamp', 'Lampe', 'Leuchte'],
  socket: ['Stopcontact', 'Socket', 'Prise', 'Steckdose'],
  'cable-tie': ['Kabelbinder', 'Cable tie', 'Attache-câble', 'Kabelbinder'],
  welder: ['Lasapparaat', 'Welding machine', 'Poste à souder', 'Schweißgerät'],
  spool: ['Lasdraadspoel', 'Wire spool', 'Bobine de fil', 'Drahtspule'],
  electrode: ['Elektroden', 'Electrodes', 'Électrodes', 'Elektroden'],
  helmet: ['Lashelm', 'Welding helmet', 'Masque de soudage', 'Schweißhelm'],
  nozzle: ['Mondstuk', 'Nozzle', 'Buse', 'Düse'],
  clamp: ['Klem', 'Clamp', 'Pince', 'Klemme'],
  tape: ['Tape', 'Tape', 'Ruban adhésif', 'Klebeband'],
  shelf: ['Stelling', 'Shelving', 'Rayonnage', 'Regal'],
  bench: ['Werkbank', 'Workbench', 'Établi', 'Werkbank'],
  vice: ['Bankschroef', 'Vice', 'Étau', 'Schraubstock'],
  bin: ['Stapelbak', 'Storage bin', 'Bac', 'Lagerkasten'],
  trolley: ['Steekwagen', 'Trolley', 'Chariot', 'Transportwagen'],
  cloth: ['Poetsdoek', 'Cloth', 'Chiffon', 'Putztuch'],
};

function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * factor);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

export const pictogramSize = 400;
/** Width and height of the product photos: the largest image breakpoint, so every smaller one is a scaling. */
export const photoSize = 1536;

function paintOf(colorHex: string, background: string): Paint {
  return { fill: colorHex, dark: shade(colorHex, colorHex === '#212121' ? 2.2 : 0.62), background };
}

const outline = 'stroke="#263238" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"';

/** The SVG document of a pictogram in a colour. */
export function renderPictogram(pictogram: Pictogram, colorHex: string, label: string): string {
  const background = '#f4f6f8';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pictogramSize}" height="${pictogramSize}" viewBox="0 0 400 400" role="img" aria-label="${label}">`,
    `<rect width="400" height="400" rx="24" fill="${background}"/>`,
    '<ellipse cx="200" cy="378" rx="130" ry="10" fill="#dde3e8"/>',
    `<g ${outline}>${drawings[pictogram](paintOf(colorHex, background)).replace(/\n\s+/g, '')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * The SVG of a pictogram as a product photo: the drawing a little smaller on a softly lit backdrop
 * with a thin frame and a shadow below, rasterised by the seed at `photoSize`.
 */
export function renderPhotoSvg(pictogram: Pictogram, colorHex: string): string {
  const background = '#f7f9fa';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${photoSize}" height="${photoSize}" viewBox="0 0 400 400">`,
    '<defs><radialGradient id="light" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe5ea"/></radialGradient>',
    '<radialGradient id="shadow"><stop offset="0" stop-color="#9aa5af" stop-opacity="0.55"/><stop offset="1" stop-color="#9aa5af" stop-opacity="0"/></radialGradient></defs>',
    '<rect width="400" height="400" fill="url(#light)"/>',
    '<rect x="8" y="8" width="384" height="384" rx="4" fill="none" stroke="#cfd7de" stroke-width="1.5"/>',
    '<ellipse cx="200" cy="360" rx="150" ry="16" fill="url(#shadow)"/>',
    `<g transform="translate(40 30) scale(0.8)" ${outline}>${drawings[pictogram](paintOf(colorHex, background)).replace(/\n\s+/g, '')}</g>`,
    '</svg>',
    '',
  ].join('\n');
}
