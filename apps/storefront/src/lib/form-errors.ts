export { applyServerFieldErrors, type FieldErrorMapping } from '@gs/web/form-errors';
