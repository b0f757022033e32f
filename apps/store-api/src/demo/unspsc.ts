/**
 * The demo ERP's UNSPSC classes per product group (top/sub key), as a distributor's ERP keeps them
 * for procurement systems: a class code (8 digits, the last two zero) for every article of the group.
 */
const unspscOfGroup: Record<string, string> = {
  'fasteners/bolts': '31161600',
  'fasteners/nuts': '31161700',
  'fasteners/screws': '31161500',
  'fasteners/washers': '31161800',
  'fasteners/plugs': '31162100',
  'tools/power-tools': '27112700',
  'tools/hand-tools': '27111700',
  'tools/measuring-tools': '41111600',
  'tools/bits-and-abrasives': '27112800',
  'tools/tool-storage': '24112400',
  'protection/work-gloves': '46181500',
  'protection/safety-footwear': '46181600',
  'protection/eye-protection': '46181800',
  'protection/hearing-and-respiratory': '46182000',
  'protection/workwear': '53102700',
  'hydraulics/hydraulic-hoses': '40142000',
  'hydraulics/couplings-and-fittings': '40142600',
  'hydraulics/pneumatics': '40141700',
  'hydraulics/pumps-and-cylinders': '40151500',
  'hydraulics/oils-and-filters': '15121500',
  'electrical/cables': '26121600',
  'electrical/lighting': '39111500',
  'electrical/switches-and-sockets': '39121400',
  'electrical/extension-leads': '39121400',
  'electrical/cable-management': '39131700',
  'welding/welding-machines': '23271400',
  'welding/filler-metals': '23271800',
  'welding/welding-protection': '46181500',
  'welding/welding-accessories': '23271700',
  'adhesives/sealants': '31201600',
  'adhesives/glues': '31201600',
  'adhesives/expanding-foams': '30141500',
  'adhesives/tapes': '31201500',
  'adhesives/technical-sprays': '47131800',
  'workplace/shelving': '24102000',
  'workplace/workshop-furniture': '56101500',
  'workplace/storage': '24112400',
  'workplace/material-handling': '24101500',
  'workplace/cleaning': '47131600',
};

/** The UNSPSC class of a product group key (`top/sub/leaf`), or null for a group without one. */
export const unspscOf = (productGroupKey: string): string | null =>
  unspscOfGroup[productGroupKey.split('/').slice(0, 2).join('/')] ?? null;
