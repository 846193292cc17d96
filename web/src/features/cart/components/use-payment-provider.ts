import { useEffect, useState } from 'react';
import type { PaymentConfig } from '@shared/routes/payments';
import { getPaymentConfig } from '../api/get-payment-config';
import type { LoadPaymentProvider } from '../payments/load-payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';

export type PaymentProviderState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; config: PaymentConfig; provider: PaymentProvider };

/** Asks the server which provider to use, then loads that provider's module; `retry` tries again after a failure. */
export function usePaymentProvider(load: LoadPaymentProvider) {
  const [state, setState] = useState<PaymentProviderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPaymentConfig(controller.signal)
      .then(async (config) => ({ config, provider: await load(config) }))
      .then(
        ({ config, provider }) => {
          if (!controller.signal.aborted) setState({ status: 'ready', config, provider });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [load, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
