import { type NoticeType, noticeTypeSchema } from '@gs/shared/notices';
import type { ParseKeys } from 'i18next';

/** The tabs of the notices list. The introduction has its own page (/pages/other/jieshao). */
export const noticeTabs = ['gonggao', 'jygz', 'bpjs', 'gmxy', 'yszc', 'zbhz', 'rhmm'] as const satisfies NoticeType[];
export type NoticeTab = (typeof noticeTabs)[number];

export const noticeTypeLabels: Record<NoticeType, ParseKeys> = {
  gonggao: 'notices.types.gonggao',
  jygz: 'notices.types.jygz',
  bpjs: 'notices.types.bpjs',
  gmxy: 'notices.types.gmxy',
  yszc: 'notices.types.yszc',
  zbhz: 'notices.types.zbhz',
  rhmm: 'notices.types.rhmm',
  jieshao: 'notices.types.jieshao',
};

/** The tab a `noticeType` query value opens; announcements when absent or not a tab. */
export function toNoticeTab(value: string | null): NoticeTab {
  const parsed = noticeTypeSchema.safeParse(value);
  return parsed.success && (noticeTabs as readonly string[]).includes(parsed.data)
    ? (parsed.data as NoticeTab)
    : 'gonggao';
}
