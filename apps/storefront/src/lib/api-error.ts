export { ApiError } from '@gs/web/api-error';
