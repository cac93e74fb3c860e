import type { NoticeType } from '@gs/shared/notices';
import type { DemoTenant } from './demo-tenants.ts';

/** What the notice texts quote about the tenant, in the notice's language. */
export interface NoticeBrand {
  name: string;
  contacts: DemoTenant['contacts'];
  mailDomain: string;
}

/** One demo notice; `daysAgo` below zero schedules it in the future. */
export interface DemoNoticeText {
  noticeType: NoticeType;
  title: string;
  html: string;
  daysAgo: number;
  pinned?: boolean;
  state?: 'draft';
}
