import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { adminBrands } from '../services/live-admin-brands';

export const handler = defineSignedInHandler(adminRoutes.listAllBrands, () => adminBrands.list());
