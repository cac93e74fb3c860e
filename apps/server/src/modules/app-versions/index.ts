/** App versions: the shop's downloadable apps per platform (the storefront's "App download" menu item). */
export { type CurrentAppVersion, listCurrentAppVersions, replaceCurrentAppVersions } from './app-versions.service.ts';
