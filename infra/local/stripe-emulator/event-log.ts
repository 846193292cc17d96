import Stripe from 'stripe';
import type { RequestInfo } from './api-context';
import type { EmulatorEvent, EmulatorEventType } from './event-types';
import type { Params } from './form-params';
import { newId, nowSeconds } from './ids';
import { listPage, type ListPage } from './list-page';
import { checkParamNames, optionalString } from './params';
import { snapshot } from './store';
import { resourceMissing } from './stripe-errors';

/** Every event this emulator has raised (kept for GET /v1/events), each handed to `deliver`. */
export class EventLog {
  private readonly events: EmulatorEvent[] = [];

  constructor(private readonly deliver: (event: EmulatorEvent) => void) {}

  record(type: EmulatorEventType, object: unknown, request: RequestInfo): EmulatorEvent {
    const event: EmulatorEvent = {
      id: newId('evt'),
      object: 'event',
      // The version this SDK speaks: events and the server's stripe package then agree.
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: snapshot(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type,
    };
    this.events.push(event);
    this.deliver(event);
    return event;
  }

  /** GET /v1/events: newest first, optionally one `type`, with Stripe's cursors. */
  list(params: Params): ListPage<EmulatorEvent> {
    checkParamNames(params, { supported: ['limit', 'starting_after', 'ending_before', 'type', 'expand'] });
    const type = optionalString(params, 'type');
    const newestFirst = [...this.events].reverse().filter((event) => !type || event.type === type);
    return listPage(newestFirst, params, '/v1/events', 'event');
  }

  get(id: string): EmulatorEvent {
    const event = this.events.find((candidate) => candidate.id === id);
    if (!event) throw resourceMissing('event', id, 'id');
    return event;
  }
}
