import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { LocalCloudInfo } from '../../infra/local/cloud-info';

/** The local cloud this integration run started (the suite's global setup provides it). */
export function localCloud(): LocalCloudInfo {
  const info = inject('cloud') ?? (process.env.LOCAL_CLOUD ? (JSON.parse(process.env.LOCAL_CLOUD) as LocalCloudInfo) : undefined);
  if (!info) throw new Error('No local cloud: run integration tests with `npm run test:integration`.');
  return info;
}

/**
 * Points this test process's repositories and session signing at the cloud, so a test can
 * arrange data directly and mint tokens the cloud's handlers accept. Call it before the first
 * repository call (the document client is created once).
 */
export function useLocalCloud(info: LocalCloudInfo = localCloud()): LocalCloudInfo {
  Object.assign(process.env, {
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: info.tableName,
    DYNAMODB_ENDPOINT: info.dynamoEndpoint,
    JWT_SECRET: signingKey(info),
  });
  return info;
}

/** The cloud's session signing key: kept in its data directory (test clouds never inherit one). */
function signingKey(info: LocalCloudInfo): string {
  const file = join(info.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  throw new Error(`The local cloud has no signing key at ${file}.`);
}
