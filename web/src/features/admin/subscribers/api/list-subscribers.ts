import { routes } from '@shared/routes';
import type { Subscriber } from '@shared/types';
import { api } from '@/lib/api-client';

/** GET /api/subscribers: every newsletter subscriber. */
export async function listSubscribers(signal?: AbortSignal): Promise<Subscriber[]> {
  const answer = await api(routes.listSubscribers, { signal });
  return Array.isArray(answer) ? answer : [];
}
