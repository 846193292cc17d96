import { routes } from '../../shared/routes';
import { defineHandler } from '../commons/define-handler';
import { addSubscriber } from '../repositories/subscribers';
import { createNewsletterService } from '../services/newsletter';

const newsletter = createNewsletterService({ addSubscriber });

export const handler = defineHandler(routes.subscribe, ({ input }) => newsletter.subscribe(input.email));
