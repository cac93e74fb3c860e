export { useExclusiveSubmit } from '@gs/web/hooks/use-exclusive-submit';
