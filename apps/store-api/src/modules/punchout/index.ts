export {
  PunchoutAccountRefused,
  removePunchoutAccount,
  setPunchoutAccount,
} from './punchout-account.service.ts';
