import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dynamoArgs } from './dynamo';

const engine = join('engine', 'dynamodb_local');
const jar = join(engine, 'DynamoDBLocal.jar');

describe('the DynamoDB Local command line', () => {
  it('runs the engine through the loopback launcher, bound to 127.0.0.1, sending no telemetry', () => {
    const args = dynamoArgs({ port: 8123, engine });
    expect(args).toContain('-Dmaison.dynamodb.host=127.0.0.1');
    expect(args.slice(args.indexOf('-cp'), args.indexOf('-cp') + 3)).toEqual(['-cp', jar, expect.stringMatching(/dynamo-loopback\.java$/)]);
    expect(args.slice(-5)).toEqual(['-port', '8123', '-inMemory', '-sharedDb', '-disableTelemetry']);
    expect(args).not.toContain('-jar');
  });

  it('runs the compiled launcher once there is one, and keeps the data on disk when given a directory', () => {
    const args = dynamoArgs({ port: 8123, engine, directory: '/data/dynamodb', classes: '/cache/launcher' });
    expect(args.slice(args.indexOf('-cp'), args.indexOf('-cp') + 3)).toEqual([
      '-cp',
      `/cache/launcher${delimiter}${jar}`,
      'DynamoLoopback',
    ]);
    expect(args).toContain('-dbPath');
    expect(args[args.indexOf('-dbPath') + 1]).toBe('/data/dynamodb');
    expect(args).not.toContain('-inMemory');
  });
});
