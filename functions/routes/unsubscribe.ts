import { AppError } from '../../shared/errors';
import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { findSubscriberById, removeSubscriber } from '../repositories/subscribers';

export const handler = defineHandler(routes.unsubscribe, async ({ params }) => {
  const subscriber = await findSubscriberById(params.id);
  if (!subscriber) throw new AppError('NOT_FOUND', 'Subscriber not found.');
  await removeSubscriber(subscriber.email);
  return { success: true as const, message: `${subscriber.email} was removed from the newsletter` };
});
