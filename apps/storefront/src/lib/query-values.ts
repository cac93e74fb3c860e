export { parsePageNum, parseQueryId } from '@gs/web/query-values';
