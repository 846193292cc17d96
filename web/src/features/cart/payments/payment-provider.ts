import type { ComponentType, Ref } from 'react';
import type { BillingDetails } from './billing-details';

/**
 * The one seam between checkout and the card provider. Stripe's Payment Element and the local
 * card form both sit behind it, so the checkout code is the same in both modes and its tests use
 * a fake. Each implementation is a module of its own, loaded on the payment step only.
 */

/** A provider's error, shaped as Stripe's: `card_error`, `validation_error`, or another type. */
interface ProviderError {
  type?: string;
  message?: string;
}

/** What confirming the card gave: the intent's status, or the provider's error. */
export type PaymentOutcome = { kind: 'status'; status: string } | { kind: 'error'; error: ProviderError };

export interface ConfirmRequest {
  billing: BillingDetails;
  /** Where a redirect-based method would come back to: the order confirmation page. */
  returnUrl: string;
}

/** What the checkout asks of a mounted card form. It rejects only on an unexpected failure. */
export interface CardFormHandle {
  confirm(request: ConfirmRequest): Promise<PaymentOutcome>;
}

export interface CardFormProps {
  /** The intent's client secret: the form confirms this intent. */
  clientSecret: string;
  /** Where the form puts its handle. */
  handle: Ref<CardFormHandle>;
  /** Called once the form can take a card. */
  onReady: () => void;
  /** True while a payment is under way: the form is read-only. */
  disabled: boolean;
  /** Called when the shopper edits the card: an earlier payment's failure no longer applies. */
  onChange?: () => void;
}

/** A loaded provider: its card form. */
export interface PaymentProvider {
  CardForm: ComponentType<CardFormProps>;
}
