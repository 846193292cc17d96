import { describe, expect, it } from 'vitest';
import { commandOf, invokeArguments } from './replay-failed-events';

describe('the replay command line', () => {
  it('lists by default, and replays all or some failed events through the named stream handler', () => {
    expect(commandOf(['--table', 'maison-table'])).toEqual({
      action: 'list',
      table: 'maison-table',
      functionName: undefined,
      region: undefined,
      keys: [],
    });
    expect(commandOf(['replay', '--table', 't', '--function', 'MaisonApp-handler', '--region', 'eu-west-1', 'RECORD#a'])).toEqual({
      action: 'replay',
      table: 't',
      functionName: 'MaisonApp-handler',
      region: 'eu-west-1',
      keys: ['RECORD#a'],
    });
  });

  it('refuses what it cannot do: no table, a replay without the handler, a forget without keys, an unknown action', () => {
    expect(() => commandOf(['list'])).toThrow(/--table is required/);
    expect(() => commandOf(['replay', '--table', 't'])).toThrow(/--function/);
    expect(() => commandOf(['forget', '--table', 't'])).toThrow(/keys/);
    expect(() => commandOf(['drop', '--table', 't'])).toThrow(/usage/);
  });

  it('invokes the handler synchronously with the event file as raw bytes, whatever the CLI version', () => {
    expect(invokeArguments('fn', '/tmp/e.json', '/tmp/a.json', 'eu-west-1')).toEqual([
      'lambda',
      'invoke',
      '--function-name',
      'fn',
      '--payload',
      'fileb:///tmp/e.json',
      '--region',
      'eu-west-1',
      '/tmp/a.json',
    ]);
  });
});
