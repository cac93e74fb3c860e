/** Staff contacts: the anti-scam check of a QQ / WeChat / phone against the shop's genuine staff, and their lists. */
export { staffContactsRoutes } from './staff-contacts.routes.ts';
export { addStaffContacts } from './staff-contacts.service.ts';
