import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { adminBrands } from '../services/live-admin-brands';

export const handler = defineHandler(routes.deleteBrand, ({ params }) => adminBrands.remove(params.id));
