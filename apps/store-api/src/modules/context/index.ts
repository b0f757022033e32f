export { contextRoutes } from './context.routes.ts';
export { registerContextResolution } from './context.plugin.ts';
export type { RequestContext } from './context.service.ts';
