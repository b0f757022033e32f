export { registerAuditLogRoute } from './audit.routes.ts';
export {
  type AuditActor,
  type AuditedChange,
  changedFields,
  defaultAuditKeepDays,
  pruneAuditLog,
  recordAudit,
  startAuditPrune,
} from './audit.service.ts';
