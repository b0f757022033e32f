export { catalogueImportTurn } from './catalogue-import-job.ts';
export { registerIntegrationAdminRoutes } from './integration.admin-routes.ts';
export { integrationApiPrefix, integrationRoutes } from './integration.routes.ts';
export {
  clientTakesSecret,
  createIntegrationClient,
  integrationClients,
  revokeIntegrationClient,
} from './integration-clients.ts';
export { recordedImport } from './integration-imports.ts';
export {
  type ErpWebhook,
  webhookDelivery,
  webhookProblem,
  webhookSignature,
  webhookSignatures,
} from './webhook.ts';
export { webhookTargetNow } from './webhook-target.ts';
