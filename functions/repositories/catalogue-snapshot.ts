/**
 * The published catalogue: one object in the images bucket, `snapshots/api/customer/products`,
 * which CloudFront serves as `GET /api/customer/products`, and its generation counter in the
 * table (`SNAPSHOT#catalogue` / `GENERATION`, attribute `generation`); beside it the site files
 * built from the same read (`snapshots/sitemap.xml`, `snapshots/sitemaps/<n>.xml`,
 * `snapshots/robots.txt`, served at the site's root). Each object carries the generation it was
 * built at in its metadata; only conditional writes replace it.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { siteFileContentType } from '@shared/crawlers/site-files';
import { snapshotKey } from '@shared/route-kit';
import { catalogRoutes } from '@shared/routes/catalog';
import { documentClient } from '../commons/document-client';
import { env } from '../commons/env';
import type { PublishedObject, SnapshotStore } from '../events/catalogue-publisher';
import type { PublishTurns } from '../events/publish-turns';
import { listDatedProducts, readDatedProducts } from './products';
import { nextGeneration, publishedObject } from './published-objects';
import { type EntityType, tableName } from './table';

/** The catalogue's object key in the images bucket. */
const CATALOGUE_KEY = snapshotKey(catalogRoutes.listProducts.path);

/** Browsers revalidate every time (a 304 when unchanged); CloudFront keeps it `cacheSeconds`. */
export const CATALOGUE_CACHE_CONTROL = `public, max-age=0, s-maxage=${catalogRoutes.listProducts.cacheSeconds}`;

/** The site files are cached as the catalogue is: a new product is in the sitemap within seconds. */
const SITE_FILE_CACHE_CONTROL = CATALOGUE_CACHE_CONTROL;

const catalogue = publishedObject({
  key: CATALOGUE_KEY,
  contentType: 'application/json; charset=utf-8',
  cacheControl: CATALOGUE_CACHE_CONTROL,
});

/** A site file (`/sitemap.xml`) at its key under `snapshots/`. */
const siteFile = (path: string): PublishedObject =>
  publishedObject({ key: snapshotKey(path), contentType: siteFileContentType(path), cacheControl: SITE_FILE_CACHE_CONTROL });

/** The live store: the table and the images bucket the environment names. */
export const liveSnapshotStore = (): SnapshotStore => ({
  nextGeneration,
  listProducts: listDatedProducts,
  readProducts: readDatedProducts,
  ...catalogue,
  siteFile,
  siteUrl: () => env.siteUrl,
});

const waitingOf = (item: Record<string, unknown> | undefined) => [...((item?.waiting as Set<string> | undefined) ?? [])];

/** The item type of the publish turns: the stream handler watches its writes (functions/events/stream-filter.ts). */
export const PUBLISH_TURN_TYPE: EntityType = 'publishTurn';

/**
 * Publish turns (events/publish-turns.ts) as one item, by default the catalogue's
 * (`SNAPSHOT#catalogue` / `PUBLISH_TURN`): `waiting` (a string set of product ids, absent when
 * empty), `lastAt` (epoch ms of the last turn), `nudgedAt` (of the last nudge) and `writes`, a
 * count that changes the item at every hand-over and nudge: a write that changes nothing (products
 * already waiting) would put no record in the stream, and nothing would bring the list back. A
 * turn reads the list and leaves it; a publish that succeeds then clears it, only if no products
 * were handed over since (`writes` unchanged), so a publish that fails or never ends loses nothing.
 */
export function publishTurnsAt(turnKey: { pk: string; sk: string }): PublishTurns {
  const wait = async (productIds: readonly string[]) => {
    if (!productIds.length) return;
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: turnKey,
        UpdateExpression: 'ADD waiting :ids, writes :one SET #type = :type',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':ids': new Set(productIds), ':one': 1, ':type': PUBLISH_TURN_TYPE },
      }),
    );
  };
  return {
    wait,
    async take(now, gapMs) {
      try {
        const out = await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: turnKey,
            UpdateExpression: 'SET lastAt = :now',
            ConditionExpression: 'attribute_exists(waiting) AND (attribute_not_exists(lastAt) OR lastAt <= :latest)',
            ExpressionAttributeValues: { ':now': now, ':latest': now - gapMs },
            ReturnValues: 'ALL_NEW',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return { taken: true, productIds: waitingOf(out.Attributes), mark: Number(out.Attributes?.writes ?? 0) };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const item = error.Item ? unmarshall(error.Item) : undefined;
        return { taken: false, waiting: waitingOf(item).length > 0, lastAt: Number(item?.lastAt ?? now) };
      }
    },
    async clear(productIds, mark) {
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: turnKey,
            UpdateExpression: 'DELETE waiting :ids',
            ConditionExpression: 'writes = :mark',
            ExpressionAttributeValues: { ':ids': new Set(productIds), ':mark': mark },
          }),
        );
      } catch (error) {
        // Products were handed over since the turn: the list stays whole for the next one.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },
    async nudge(now) {
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: turnKey,
            UpdateExpression: 'ADD writes :one SET nudgedAt = :now',
            ConditionExpression: 'attribute_exists(waiting)',
            ExpressionAttributeValues: { ':one': 1, ':now': now },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
  };
}

/** The catalogue's publish turns: other keys are the tests' own. */
export const CATALOGUE_TURN_KEY = { pk: 'SNAPSHOT#catalogue', sk: 'PUBLISH_TURN' } as const;

export const catalogueTurns = publishTurnsAt(CATALOGUE_TURN_KEY);
