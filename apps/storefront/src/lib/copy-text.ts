export { copyText } from '@gs/web/copy-text';
