/** Feedback: users' threads with the shop's staff (`/pages/other/fankui`) and the staff inbox. */
import type { FastifyPluginAsync } from 'fastify';
import type { PrivateUploads } from '../uploads/index.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { feedbackStaffRoutes } from './feedback-staff.routes.ts';

/** Both route sets of the feature: the user's (`/account/problem…`) and the staff inbox (`/staff/feedback…`). */
export const feedbackPlugin: FastifyPluginAsync<{ privateUploads: PrivateUploads }> = async (app, options) => {
  await app.register(feedbackRoutes);
  await app.register(feedbackStaffRoutes, options);
};
export { createFeedback, readMyFeedback, replyAsStaff } from './feedback.service.ts';
