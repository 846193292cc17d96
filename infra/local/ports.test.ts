import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, portInUse, resolvePorts } from './ports';

describe('resolvePorts', () => {
  it('uses each variable, and a free port for 0', async () => {
    // Other suites start local clouds meanwhile: a port found free may be taken before it is
    // checked, which is no fault of the code, so such a draw is made again (at most 5 times).
    let a = 0;
    let b = 0;
    let ports: Awaited<ReturnType<typeof resolvePorts>> | undefined;
    for (let draw = 0; !ports && draw < 5; draw += 1) {
      [a, b] = [await freePort(), await freePort()];
      ports = await resolvePorts({ PORT: '0', MAILBOX_PORT: String(a), STRIPE_PORT: String(b), DYNAMODB_PORT: '0', S3_PORT: '0' }).catch(
        (error: unknown) => {
          if (/already in use/.test(String((error as Error).message))) return undefined;
          throw error;
        },
      );
    }
    if (!ports) throw new Error('No two free ports stayed free in five draws');
    expect(ports.mailbox).toBe(a);
    expect(ports.stripe).toBe(b);
    for (const port of [ports.gateway, ports.dynamo, ports.s3]) expect(port).toBeGreaterThan(0);
  });

  it('picks free random ports for all with LOCAL_PORTS=random', async () => {
    const ports = await resolvePorts({ LOCAL_PORTS: 'random' });
    expect(Object.values(ports).every((port) => port > 1024)).toBe(true);
    expect(Object.values(ports)).not.toContain(3000);
  });

  it('names the variable to change when a port is taken', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const taken = (server.address() as { port: number }).port;
    try {
      expect(await portInUse(taken)).toBe(true);
      await expect(resolvePorts({ LOCAL_PORTS: 'random', S3_PORT: String(taken) })).rejects.toThrow(/S3_PORT/);
    } finally {
      server.close();
    }
  });

  it('refuses a value that is not a port', async () => {
    await expect(resolvePorts({ LOCAL_PORTS: 'random', MAILBOX_PORT: 'mail' })).rejects.toThrow('MAILBOX_PORT must be a port number');
  });
});
