import { useState } from 'react';
import { searchUsers } from '../user-search';
import type { AdminUser } from '@shared/routes/admin';
import type { Order } from '@shared/types';
import { SearchBox } from '@/components/search-box';
import { useAllUsers } from '../api/get-all-users';
import { useUserOrders } from '../api/list-user-orders';
import { OrderDetailsDialog } from './order-details-dialog';
import { UserOrders } from './user-orders';
import { UserTable, UserTableSkeleton } from './user-table';
import './users-admin.css';
import { DocumentTitle } from '@/components/document-title';

/** /admin/users (spec 02 §2): the accounts with a search; a user's orders; an order's details. */
export function UsersAdminPage() {
  const users = useAllUsers();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const orders = useUserOrders(selected?._id ?? null);
  const [details, setDetails] = useState<Order | null>(null);
  const shown = users.status === 'ready' ? searchUsers(users.users, search) : [];
  // A search that leaves the chosen user out closes that user's orders.
  const onSearch = (text: string) => {
    setSearch(text);
    if (selected && users.status === 'ready' && !searchUsers(users.users, text).some((user) => user._id === selected._id))
      setSelected(null);
  };

  return (
    <section className="admin-users" aria-labelledby="users-title">
      <DocumentTitle>User Management — Maison Admin</DocumentTitle>
      <header className="admin-page__head">
        <div>
          <h1 id="users-title">User Management</h1>
          <p className="admin-page__lead">Every account. Choose one to see its orders.</p>
        </div>
      </header>
      <div className="admin-users__layout">
        <div className="admin-users__list">
          <div role="search" className="admin-users__search">
            <SearchBox label="Search users" placeholder="Username, email or role" value={search} onChange={onSearch} />
          </div>
          {users.status === 'loading' && <UserTableSkeleton />}
          {users.status === 'error' && (
            <div className="admin-note" role="status">
              <p>The users could not be loaded.</p>
              <button type="button" className="text-button" onClick={users.reload}>
                Try again
              </button>
            </div>
          )}
          {users.status === 'ready' &&
            (shown.length === 0 ? (
              <div className="admin-note" role="status">
                <p>{search.trim() ? `No users match “${search.trim()}”.` : 'No users yet.'}</p>
              </div>
            ) : (
              <>
                <p className="admin-users__count" role="status">
                  {shown.length} {shown.length === 1 ? 'user' : 'users'}
                </p>
                <UserTable users={shown} selectedId={selected?._id ?? null} onSelect={setSelected} />
              </>
            ))}
        </div>
        {selected && <UserOrders user={selected} orders={orders} onOpen={setDetails} />}
      </div>
      {details && <OrderDetailsDialog order={details} onClose={() => setDetails(null)} />}
    </section>
  );
}
