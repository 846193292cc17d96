import type { PaymentConfig } from '@shared/routes/payments';
import { EmulatorCardForm } from './emulator-card-form';
import type { CardFormProps, PaymentProvider } from './payment-provider';

/** The local card form, confirming against the payment emulator on the site's own origin. */
export async function createEmulatorProvider(config: PaymentConfig): Promise<PaymentProvider> {
  const settings = { apiBase: config.apiBase ?? '', publishableKey: config.publishableKey };
  return { CardForm: (props: CardFormProps) => <EmulatorCardForm {...settings} {...props} /> };
}
