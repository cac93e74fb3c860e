export { isInternalHref, toSafeHref } from '@gs/web/safe-href';
