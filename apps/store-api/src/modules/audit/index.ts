export { registerAuditLogRoute } from './audit.routes.ts';
export {
  type AuditActor,
  type AuditedChange,
  auditEntriesConcerning,
  changedFields,
  customerActorOf,
  defaultAuditKeepDays,
  eraseFromAuditLog,
  pruneAuditLog,
  recordAudit,
  recordChanges,
  startAuditPrune,
} from './audit.service.ts';
