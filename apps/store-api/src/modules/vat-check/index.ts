export {
  askVies,
  dueForRecheck,
  keepCheck,
  tieChecksTo,
  type VatCheckSummary,
  vatCheckSummaryOf,
} from './vat-check.service.ts';
export { createViesClient, defaultViesSettings, type ViesSettings } from './vies-client.ts';
export {
  demoRegister,
  type StandInBehaviour,
  type StandInRegister,
  startViesStandIn,
} from './vies-stand-in.ts';
