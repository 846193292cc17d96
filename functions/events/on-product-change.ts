import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { PRODUCT_PAGE_TEMPLATE_FILE, renderProductPageHtml } from '@/render/product-page-html';
import { env } from '../commons/env';
import { log } from '../commons/logger';
import { drawShareCard } from '../images/share-card-renderer';
import { withLogContext } from '../commons/request-context';
import { liveProductPageStore, liveShareCardStore } from '../repositories/product-pages';
import type { PagesResult } from './product-page-publisher';
import { productPagesReaction, publishProductPagesNow, publishShareCardsNow, type ProductPagesDeps } from './product-pages';
import { handleBatch } from './stream-batch';

/** The live product pages: the table, the bucket, the built site's template, the web's own renderer, the share cards. */
export const liveProductPages: ProductPagesDeps = {
  store: () => liveProductPageStore(PRODUCT_PAGE_TEMPLATE_FILE),
  render: renderProductPageHtml,
  cards: () => (env.shareCards ? { store: liveShareCardStore(), draw: drawShareCard } : undefined),
};

const reaction = productPagesReaction(liveProductPages);

/** What an operator sends to draw every page again (after a dead-letter notice): `{"renderAll":true}`. */
export interface RenderAllRequest {
  renderAll: true;
}

const isRenderAll = (event: DynamoDBStreamEvent | RenderAllRequest): event is RenderAllRequest =>
  (event as RenderAllRequest).renderAll === true;

/**
 * The product pages' consumer of the table stream, a function of its own beside the table
 * stream's handler: it bundles React and the web's components to draw pages, which the stream
 * handler's bundle budget has no room for. Product changes only (the event source's filter);
 * failed records are retried, then noted in its dead-letter queue.
 */
export const handleStream = (event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> =>
  withLogContext({ requestId: context?.awsRequestId }, () => handleBatch(event, [], [reaction]));

/** The function's entry: a stream batch, or an operator's request to draw every page (and the cards missing or stale). */
export function handler(event: DynamoDBStreamEvent | RenderAllRequest, context?: Context): Promise<DynamoDBBatchResponse | PagesResult> {
  if (!isRenderAll(event)) return handleStream(event, context);
  return withLogContext({ requestId: context?.awsRequestId }, async () => {
    const result = await publishProductPagesNow(liveProductPages);
    const cards = await publishShareCardsNow(liveProductPages);
    log.info('product pages drawn', { ...result, cards: cards.cards, cardsMs: cards.ms });
    return { ...result, cards: cards.cards };
  });
}
