import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { reply } from '../commons/http';
import { adminBrands } from '../services/live-admin-brands';

export const handler = defineHandler(routes.createBrand, async ({ input }) => reply(await adminBrands.create(input.brandName), { status: 201 }));
