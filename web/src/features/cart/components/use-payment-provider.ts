import type { PaymentConfig } from '@shared/routes/payments';
import * as routes from '@shared/routes/endpoints';
import { queryKeyOf } from '@/lib/query-key';
import { useRouteQuery } from '@/lib/use-route-query';
import { getPaymentConfig } from '../api/payment-config';
import type { LoadPaymentProvider } from '../payments/load-payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';

type PaymentProviderState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; config: PaymentConfig; provider: PaymentProvider };

/** Asks the server which provider to use, then loads that provider's module; `retry` tries again after a failure. */
export function usePaymentProvider(load: LoadPaymentProvider) {
  const { query, reload } = useRouteQuery({
    queryKey: queryKeyOf(routes.paymentConfig),
    queryFn: async ({ signal }) => {
      const config = await getPaymentConfig(signal);
      return { config, provider: await load(config) };
    },
    // The provider is a module's object, kept as it came, not merged into the last one.
    structuralSharing: false,
  });
  const state: PaymentProviderState = query.isSuccess
    ? { status: 'ready', ...query.data }
    : query.isError
      ? { status: 'failed' }
      : { status: 'loading' };
  return { ...state, retry: reload };
}
