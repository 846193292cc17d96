import { queryOptions } from '@tanstack/react-query';
import * as routes from '@shared/routes/endpoints';
import { queryKeyOf } from '../query-key';
import { getWishlist } from './get-wishlist';

/**
 * The wishlist page's products as a query. A module apart from `getWishlist`, which the header's
 * sync calls: the shell imports nothing of the query library.
 */
export const wishlistQuery = () => queryOptions({ queryKey: queryKeyOf(routes.getWishlist), queryFn: ({ signal }) => getWishlist(signal) });
