export { costCenterRoutes } from './cost-center.routes.ts';
export { costCenterSnapshotOf } from './cost-center.service.ts';
