import type { StaffFeedbackSummary } from '@gs/shared/feedback';

/** The user as staff see them: the nickname, and the masked phone when the nickname is not already it. */
export const authorOf = (author: StaffFeedbackSummary['author']) =>
  author.nickName === author.phone ? author.phone : `${author.nickName} · ${author.phone}`;
