import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listSubscribers } from '../repositories/subscribers';

export const handler = defineSignedInHandler(adminRoutes.listSubscribers, () => listSubscribers());
