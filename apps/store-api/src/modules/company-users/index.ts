export { companyUsersRoutes } from './company-users.routes.ts';
export {
  createLeadBuyer,
  hasUsers,
  type LeadBuyerInput,
  LeadBuyerRefused,
  leadBuyerInput,
} from './lead-buyer.service.ts';
