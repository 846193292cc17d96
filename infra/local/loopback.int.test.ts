import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { localCloud } from '../../functions/test-support/local-cloud';

const cloud = localCloud();

/** Every stand-in the cloud runs, and the gateway in front of them. */
const standIns: [string, string][] = [
  ['the gateway', cloud.api],
  ['DynamoDB Local', cloud.dynamoEndpoint],
  ['the local SES', cloud.mailbox],
  ['the local S3', cloud.s3Endpoint],
  ...(cloud.stripe ? [['the payment emulator', cloud.stripe] as [string, string]] : []),
];

const portOf = (url: string) => Number(new URL(url).port);

/**
 * The local addresses the kernel lists as listening on `port` (Linux: /proc/net/tcp and tcp6),
 * e.g. `127.0.0.1`, `0.0.0.0`, `::`, `::ffff:127.0.0.1`.
 */
function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const [file, v6] of [
    ['/proc/net/tcp', false],
    ['/proc/net/tcp6', true],
  ] as const) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue; // 0A: LISTEN
      const [hex = '', portHex = ''] = local.split(':');
      if (parseInt(portHex, 16) !== port) continue;
      found.push(v6 ? ipv6(hex) : ipv4(hex));
    }
  }
  return found;
}

/** /proc writes an IPv4 address as one little-endian 32-bit word. */
const ipv4 = (hex: string) =>
  (hex.match(/../g) ?? [])
    .reverse()
    .map((byte) => parseInt(byte, 16))
    .join('.');

/** …and an IPv6 address as four little-endian 32-bit words. */
function ipv6(hex: string): string {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) => (word.match(/../g) ?? []).reverse());
  if (bytes.slice(0, 10).every((b) => b === '00') && bytes[10] === 'FF' && bytes[11] === 'FF') {
    return `::ffff:${bytes
      .slice(12)
      .map((b) => parseInt(b, 16))
      .join('.')}`;
  }
  const groups = (bytes.join('').match(/.{4}/g) ?? []).map((g) => parseInt(g, 16).toString(16));
  return groups.every((g) => g === '0') ? '::' : groups.join(':');
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** This machine's addresses other than loopback: where a neighbour on the network would connect. */
const outward = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
  .map((address) => address!.address);

describe('the laptop is not an open door', () => {
  it.each(standIns)('%s listens on 127.0.0.1 only', async (_name, url) => {
    const port = portOf(url);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    if (existsSync('/proc/net/tcp')) {
      const addresses = listeningAddresses(port);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.every((address) => address === '127.0.0.1' || address === '::ffff:127.0.0.1')).toBe(true);
    }
    for (const address of outward) expect(await accepts(address, port), `${address}:${port}`).toBe(false);
  });

  it("has been checked from an address a neighbour would use, or from the kernel's own list", () => {
    expect(outward.length > 0 || existsSync('/proc/net/tcp')).toBe(true);
  });
});
