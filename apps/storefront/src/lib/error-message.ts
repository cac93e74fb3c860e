export { describeError } from '@gs/web/error-message';
