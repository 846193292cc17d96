import type { PaymentConfig } from '@shared/routes/payments';
import type { PaymentProvider } from './payment-provider';

/** Loads the provider the server chose; rejects when its library cannot load. */
export type LoadPaymentProvider = (config: PaymentConfig) => Promise<PaymentProvider>;

/** Each implementation arrives with the payment step, never with the storefront's first load. */
export const loadPaymentProvider: LoadPaymentProvider = (config) =>
  config.provider === 'stripe'
    ? import('./stripe-provider').then((m) => m.createStripeProvider(config))
    : import('./emulator-provider').then((m) => m.createEmulatorProvider(config));
