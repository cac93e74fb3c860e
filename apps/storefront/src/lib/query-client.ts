export { createQueryClient } from '@gs/web/query-client';
