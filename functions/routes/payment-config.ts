import { paymentRoutes } from '@shared/routes/payments';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { stripeSettings } from '../payments/stripe-settings';

/** The local card form reaches the emulator through the site's own origin under this path. */
export const LOCAL_PAYMENTS_PATH = '/local-payments';

export const handler = defineHandler(paymentRoutes.paymentConfig, async () => {
  const settings = await stripeSettings();
  const config = settings.apiBase
    ? { provider: 'emulator' as const, publishableKey: settings.publishableKey, apiBase: LOCAL_PAYMENTS_PATH }
    : { provider: 'stripe' as const, publishableKey: settings.publishableKey };
  return reply(config, { headers: { 'cache-control': 'no-store' } });
});
