import { newsletterRoutes } from '@shared/routes/newsletter';
import { defineHandler } from '../commons/define-handler';
import { addSubscriber } from '../repositories/subscribers';
import { createNewsletterService } from '../services/newsletter';

const newsletter = createNewsletterService({ addSubscriber });

export const handler = defineHandler(newsletterRoutes.subscribe, ({ input }) => newsletter.subscribe(input.email));
