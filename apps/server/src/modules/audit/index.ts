/** The staff audit log: the recorder the audit plugin stores each staff action with, and the owner's viewer. */
export { auditRoutes } from './audit.routes.ts';
export { recordAuditEntry } from './audit.service.ts';
