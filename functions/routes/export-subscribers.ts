import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { listSubscribers } from '../repositories/subscribers';
import { xlsxReply } from '../spreadsheets/workbook';

export const handler = defineHandler(routes.exportSubscribers, async () =>
  xlsxReply('subscribers.xlsx', 'Subscribers', ['Email', 'Subscribed At'], (await listSubscribers()).map((s) => [s.email, new Date(s.createdAt)])));
