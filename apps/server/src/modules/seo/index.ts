/** Pages search engines can read: the shop's robots.txt and its sitemap (public pages and listings on sale). */
export { type SeoPluginOptions, seoPlugin } from './seo.routes.ts';
