export { integrationApiPrefix, integrationRoutes } from './integration.routes.ts';
export {
  createIntegrationClient,
  integrationClients,
  revokeIntegrationClient,
} from './integration-clients.ts';
export { type ErpWebhook, webhookDelivery, webhookProblem, webhookSignature } from './webhook.ts';
