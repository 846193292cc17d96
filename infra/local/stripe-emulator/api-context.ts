import type { EventLog } from './event-log';
import type { EmulatorStore } from './store';

/** The request being answered, as events record it (`request.id`, `request.idempotency_key`). */
export interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
}

/** What every API operation works with. */
export interface ApiContext {
  store: EmulatorStore;
  events: EventLog;
  request: RequestInfo;
}
