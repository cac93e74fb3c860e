/** Tenants: resolving a host to its tenant, the storefront's boot data, and tenants as other features read them. */
export { loadBootData, renderIndexHtml } from './boot-data.ts';
export { TenantResolver } from './tenant-resolver.ts';
export { findTenantById } from './tenants.repository.ts';
export { createTenant, findTenantByCode } from './tenants.service.ts';
