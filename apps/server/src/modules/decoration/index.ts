/** The storefront's decoration (banners, navigation) as the boot data reads it. */
export { getDecoration } from './decoration.service.ts';
