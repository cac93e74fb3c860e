export { fenToYuanText, formatPrice, parseYuan } from '@gs/web/format-money';
