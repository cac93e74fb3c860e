/** Shop settings: the owner's back-office screen of the shop's name, look, order rules, captcha, SMS, apps and payment. */
export { shopSettingsRoutes } from './shop-settings.routes.ts';
export { forgetShop, type ShopSettingsDeps } from './shop-settings-deps.ts';
