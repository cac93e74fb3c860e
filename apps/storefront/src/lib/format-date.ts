export { formatDateTime, formatRelativeTime } from '@gs/web/format-date';
