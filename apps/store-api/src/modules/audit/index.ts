export { registerAuditLogRoute } from './audit.routes.ts';
export {
  type AuditActor,
  type AuditedChange,
  changedFields,
  customerActorOf,
  defaultAuditKeepDays,
  pruneAuditLog,
  recordAudit,
  recordChanges,
  startAuditPrune,
} from './audit.service.ts';
