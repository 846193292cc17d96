import { unsubscribeAlerts } from '@shared/routes/endpoints';
import { ALERT_MESSAGES } from '@shared/wishlist/alerts';
import { UnsubscribeLinkPage } from './unsubscribe-link-page';

/** /alerts/unsubscribe#token=… (the link in every wishlist alert email): turns the reader's alerts off. */
export function AlertsUnsubscribePage() {
  return (
    <UnsubscribeLinkPage
      page="alerts-unsubscribe"
      route={unsubscribeAlerts}
      title="Wishlist alerts"
      working="Turning your alerts off…"
      invalid={ALERT_MESSAGES.linkInvalid}
    />
  );
}
