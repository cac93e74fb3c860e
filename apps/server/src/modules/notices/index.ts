/** Notices as other features read them (trading rules and guarantee texts shown with an order; the sitemap's list). */
export { listOpenableNotices } from './notices.repository.ts';
export { getNotice, listNotices } from './notices.service.ts';
