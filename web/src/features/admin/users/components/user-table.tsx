import { formatShortDate } from '@/lib/format/date';
import { formatMoney } from '@shared/format/money';
import type { AdminUser } from '@shared/routes/admin';
import { EmailText } from '../../shared/email-text';

/**
 * The accounts as a table: username, email, joined date, role, paid orders and what they spent
 * (from the stream-kept figures, in the same answer: no call per user), and a button that shows
 * the user's orders. Under 640px each row becomes a card with its labels.
 */
export function UserTable({
  users,
  selectedId,
  onSelect,
}: {
  users: AdminUser[];
  selectedId: string | null;
  onSelect: (user: AdminUser) => void;
}) {
  return (
    <table className="user-table">
      <caption className="visually-hidden">Users</caption>
      <thead>
        <tr>
          <th scope="col">Username</th>
          <th scope="col">Email</th>
          <th scope="col">Joined</th>
          <th scope="col">Role</th>
          <th scope="col" className="user-table__figure">
            Orders
          </th>
          <th scope="col" className="user-table__figure">
            Spent
          </th>
          <th scope="col">
            <span className="visually-hidden">Order list</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const selected = user._id === selectedId;
          return (
            <tr key={user._id} className={selected ? 'is-selected' : undefined} data-testid="user-row">
              <th scope="row" data-label="Username" className="user-table__name">
                {user.username}
              </th>
              <td data-label="Email" className="user-table__email">
                <EmailText email={user.email} />
              </td>
              <td data-label="Joined">
                <time dateTime={user.createdAt}>{formatShortDate(user.createdAt) || '—'}</time>
              </td>
              <td data-label="Role">
                <span className={`user-role user-role--${user.role}`}>{user.role}</span>
              </td>
              <td data-label="Orders" className="user-table__figure">
                {user.orderCount}
              </td>
              <td data-label="Spent" className="user-table__figure">
                {formatMoney(user.totalSpent)}
              </td>
              <td className="user-table__action">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-pressed={selected}
                  aria-label={`View orders of ${user.username}`}
                  onClick={() => onSelect(user)}
                >
                  View orders
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Placeholder rows while the users load. */
export function UserTableSkeleton() {
  return (
    <div role="status" aria-live="polite" className="user-skeleton">
      <span className="visually-hidden">Loading users…</span>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} className="admin-skeleton shimmer user-skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}
