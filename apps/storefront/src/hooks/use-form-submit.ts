export { useFormSubmit } from '@gs/web/hooks/use-form-submit';
