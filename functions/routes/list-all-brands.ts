import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { adminBrands } from '../services/live-admin-brands';

export const handler = defineHandler(routes.listAllBrands, () => adminBrands.list());
