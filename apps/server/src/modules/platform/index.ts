/** The platform console: shops, their hosts and services, suspension, usage and the platform audit log (issue 25). */
export { findPlatformTenant } from './platform.repository.ts';
export { platformRoutes } from './platform.routes.ts';
export {
  addPlatformAdmin,
  applyPlatformHosts,
  createShop,
  type PlatformDeps,
  platformActorFor,
} from './platform.service.ts';
