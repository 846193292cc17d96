/** The Stripe events this emulator sends, and the shape it sends them in. */
export type EmulatorEventType =
  'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled' | 'charge.refunded';

export interface EmulatorEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: EmulatorEventType;
}
