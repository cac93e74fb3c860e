import type { NoticeType } from '@gs/shared/notices';
import type { ParseKeys } from 'i18next';
import { noticesPath, paths } from '../../../lib/paths';

export interface FooterLink {
  noticeType: NoticeType;
  label: ParseKeys;
  to: string;
}

/**
 * The footer's links to the shop's own texts, each a notice type: the purchase terms, privacy agreement, trading
 * rules and guarantee introduction (the notices page's tabs, the privacy agreement its own page), and the
 * introduction ("About us", /pages/other/jieshao).
 */
export const footerNoticeLinks: readonly FooterLink[] = [
  { noticeType: 'gmxy', label: 'footer.links.terms', to: noticesPath('gmxy') },
  { noticeType: 'yszc', label: 'footer.links.privacy', to: paths.privacyAgreement },
  { noticeType: 'jygz', label: 'footer.links.tradingRules', to: noticesPath('jygz') },
  { noticeType: 'bpjs', label: 'footer.links.guarantee', to: noticesPath('bpjs') },
];
export const footerAboutLink: FooterLink = {
  noticeType: 'jieshao',
  label: 'footer.links.about',
  to: paths.introduction,
};

/** The MIIT's ICP filing search, where a Chinese site's ICP number links. */
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';
