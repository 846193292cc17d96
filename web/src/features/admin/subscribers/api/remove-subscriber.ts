import * as routes from '@shared/routes/admin-endpoints';
import { api } from '@/lib/api-client';

/** GET /api/subscribers/unsubscribe/{id}: takes a subscriber off the list (spec 02 §7). */
export function removeSubscriber(id: string) {
  return api(routes.removeSubscriber, { params: { id } });
}
