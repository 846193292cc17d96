import { AppError } from '@shared/errors';
import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { findSubscriberById, removeSubscriber } from '../repositories/subscribers';

export const handler = defineSignedInHandler(adminRoutes.removeSubscriber, async ({ params }) => {
  const subscriber = await findSubscriberById(params.id);
  if (!subscriber) throw new AppError('NOT_FOUND', 'Subscriber not found.');
  await removeSubscriber(subscriber.email);
  return { success: true as const, message: `${subscriber.email} was removed from the newsletter` };
});
