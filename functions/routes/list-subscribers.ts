import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { listSubscribers } from '../repositories/subscribers';

export const handler = defineHandler(routes.listSubscribers, () => listSubscribers());
