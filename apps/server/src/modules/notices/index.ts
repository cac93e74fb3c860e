/** Notices as other features read them (trading rules and guarantee texts shown with an order). */
export { getNotice, listNotices } from './notices.service.ts';
