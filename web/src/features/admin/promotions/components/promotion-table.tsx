import { type Promotion, promoValueText } from '@shared/cart/promo-codes';
import { minimumText, perCustomerText, usesText, windowText } from './promotion-texts';

/**
 * The promotions as a table: code, what it takes off, minimum, when, uses, per customer, first
 * order only, status, and Edit, Deactivate (or Activate) and Delete. Under 1440px each row
 * becomes a card with its labels. A row's buttons wait while its request runs.
 */
export function PromotionTable({
  promotions,
  busyCode,
  onEdit,
  onToggle,
  onDelete,
}: {
  promotions: readonly Promotion[];
  busyCode: string | null;
  onEdit: (promotion: Promotion) => void;
  onToggle: (promotion: Promotion) => void;
  onDelete: (promotion: Promotion) => void;
}) {
  return (
    <div className="promo-table-scroll">
      <table className="promo-table">
        <caption className="visually-hidden">Promotions</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Value</th>
            <th scope="col">Minimum</th>
            <th scope="col">When</th>
            <th scope="col">Uses</th>
            <th scope="col">Per customer</th>
            <th scope="col">First order only</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {promotions.map((promotion) => {
            const busy = busyCode === promotion.code;
            return (
              <tr key={promotion.code} data-testid="promotion-row" className={promotion.active ? undefined : 'is-inactive'}>
                <th scope="row" data-label="Code" className="promo-table__code">
                  {promotion.code}
                </th>
                <td data-label="Value">{promoValueText(promotion)}</td>
                <td data-label="Minimum">{minimumText(promotion)}</td>
                <td data-label="When" className="promo-table__when">
                  {windowText(promotion)}
                </td>
                <td data-label="Uses">{usesText(promotion)}</td>
                <td data-label="Per customer">{perCustomerText(promotion)}</td>
                <td data-label="First order only">{promotion.firstOrderOnly ? 'Yes' : 'No'}</td>
                <td data-label="Status">
                  <span className={`promo-status promo-status--${promotion.active ? 'active' : 'inactive'}`}>
                    {promotion.active ? 'Active' : 'Inactive'}
                  </span>
                </td>
                <td className="promo-table__actions">
                  <div className="promo-table__buttons">
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      aria-label={`Edit ${promotion.code}`}
                      disabled={busy}
                      onClick={() => onEdit(promotion)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      aria-label={`${promotion.active ? 'Deactivate' : 'Activate'} ${promotion.code}`}
                      disabled={busy}
                      aria-busy={busy}
                      onClick={() => onToggle(promotion)}
                    >
                      {promotion.active ? 'Deactivate' : 'Activate'}
                    </button>
                    <button
                      type="button"
                      className="button button--small button--danger-ghost"
                      aria-label={`Delete ${promotion.code}`}
                      disabled={busy}
                      onClick={() => onDelete(promotion)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
