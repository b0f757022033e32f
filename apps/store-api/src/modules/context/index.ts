export { registerContextResolution } from './context.plugin.ts';
export { contextRoutes } from './context.routes.ts';
export type { RequestContext } from './context.service.ts';
