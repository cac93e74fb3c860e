import type { Locale } from '@gs/shared/tenant';
import type { CreateNoticeInput } from '../../modules/notices/notices.service.ts';
import type { NoticeBrand } from './demo-notice-types.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { enGuideNotices } from './notices-en-guides.ts';
import { enTermsNotices } from './notices-en-terms.ts';
import { zhGuideNotices } from './notices-zh-guides.ts';
import { zhTermsNotices } from './notices-zh-terms.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Drops the template's line breaks and indentation: inside Chinese text a line break would render as a space. */
function compactHtml(html: string, locale: Locale): string {
  return html.trim().replace(/\n\s*/g, locale === 'zh-CN' ? '' : ' ');
}

const textsByLocale = {
  'zh-CN': (brand: NoticeBrand) => [...zhGuideNotices(brand), ...zhTermsNotices(brand)],
  'en-US': (brand: NoticeBrand) => [...enGuideNotices(brand), ...enTermsNotices(brand)],
};

/**
 * The demo notices of a tenant in each of its notice languages: every type, announcements at different times
 * (one pinned), one scheduled for later and one draft, which the storefront must not show.
 */
export function demoNotices(tenant: DemoTenant, now: Date): CreateNoticeInput[] {
  return tenant.notices.locales.flatMap((locale) => {
    const name = locale === 'en-US' ? (tenant.notices.nameEn ?? tenant.name) : tenant.name;
    const brand = { name, contacts: tenant.contacts, mailDomain: tenant.notices.mailDomain };
    return textsByLocale[locale](brand).map((text) => ({
      noticeType: text.noticeType,
      locale,
      title: text.title,
      contentHtml: compactHtml(text.html, locale),
      pinned: text.pinned ?? false,
      state: text.state ?? 'published',
      publishedAt: new Date(now.getTime() - text.daysAgo * DAY_MS),
    }));
  });
}
