import { adminRoutes } from '@shared/routes/admin';
import { defineSignedInHandler } from '../commons/signed-in-handler';
import { listSubscribers } from '../repositories/subscribers';
import { xlsxReply } from '../spreadsheets/workbook';

export const handler = defineSignedInHandler(adminRoutes.exportSubscribers, async () =>
  xlsxReply(
    'subscribers.xlsx',
    'Subscribers',
    ['Email', 'Subscribed At'],
    (await listSubscribers()).map((s) => [s.email, new Date(s.createdAt)]),
  ),
);
