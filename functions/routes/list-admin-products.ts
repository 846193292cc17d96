import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { listProducts } from '../repositories/products';

export const handler = defineHandler(routes.listAdminProducts, () => listProducts());
