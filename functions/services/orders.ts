import { AppError } from '@shared/errors';
import { displayStatus } from '@shared/orders/order-status';
import { countOrderStatuses } from '@shared/orders/status-counts';
import type { MyOrdersAnswer } from '@shared/routes/customer';
import type { Order, OrderStatus } from '@shared/types';
import { matchesOrderSearch, pageOf } from './orders-list';

export interface MyOrdersQuery {
  status?: OrderStatus | 'all';
  search?: string;
  page: number;
  limit: number;
}

/**
 * One page of the signed-in customer's orders in a status and matching a search; counts cover all
 * their orders. The owner's id always comes from the session.
 */
export function createMyOrdersList(deps: { listOrdersByUser(userId: string): Promise<Order[]> }) {
  return async function listMyOrders(userId: string, query: MyOrdersQuery): Promise<MyOrdersAnswer> {
    const all = await deps.listOrdersByUser(userId);
    const status = query.status === 'all' ? undefined : query.status;
    const matching = all.filter((order) => (!status || displayStatus(order.status) === status) && matchesOrderSearch(order, query.search));
    const { items, total, totalPages } = pageOf(matching, query.page, query.limit);
    return {
      success: true,
      orders: items,
      statusCounts: countOrderStatuses(all),
      message: total ? 'Orders retrieved successfully' : 'No orders found',
      page: query.page,
      limit: query.limit,
      total,
      totalPages,
    };
  };
}

/** One of the customer's orders; a missing order and another customer's answer the same 404, so ids cannot be probed. */
export function createMyOrder(deps: { getOrder(id: string): Promise<Order | undefined> }) {
  return async function getMyOrder(userId: string, orderId: string): Promise<{ success: true; order: Order }> {
    const order = await deps.getOrder(orderId);
    if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', 'Order not found');
    return { success: true, order };
  };
}
