import type { Locale } from '@gs/shared/tenant';

/** The back office's notices (issue 25). */
export const noticesMessages = {
  noticeWindowInvalid: {
    'en-US': 'The end must come after the start (and after now when the notice shows at once).',
    'zh-CN': '结束时间必须晚于开始时间（立即发布时须晚于当前时间）。',
  },
  noticeContentRequired: {
    'en-US': 'Write the notice before publishing it.',
    'zh-CN': '请先填写公告内容再发布。',
  },
} satisfies Record<string, Record<Locale, string>>;
