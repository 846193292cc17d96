import { createServer } from 'node:net';
import { LocalCloudError } from './local-cloud-error';

/** The loopback address every stand-in listens on: nothing is exposed to the network. */
export const LOOPBACK = '127.0.0.1';

/** A port the system says is free right now (a stand-in binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

/** Whether something already listens on a port, so we can say which setting to change. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(true));
    server.listen(port, LOOPBACK, () => server.close(() => resolve(false)));
  });
}

export interface LocalPorts {
  gateway: number;
  mailbox: number;
  stripe: number;
  dynamo: number;
  s3: number;
}

/** Default ports, and the environment variable that overrides each. */
const PORT_SETTINGS: Record<keyof LocalPorts, { fallback: number; variable: string; label: string }> = {
  gateway: { fallback: 3000, variable: 'PORT', label: 'the site' },
  mailbox: { fallback: 8005, variable: 'MAILBOX_PORT', label: 'the local mailbox' },
  stripe: { fallback: 12111, variable: 'STRIPE_PORT', label: 'the payment emulator' },
  dynamo: { fallback: 8000, variable: 'DYNAMODB_PORT', label: 'DynamoDB Local' },
  s3: { fallback: 4569, variable: 'S3_PORT', label: 'the local S3' },
};

/**
 * The ports to use: each from its variable or its default; all free random ones when
 * `LOCAL_PORTS=random` (test runs), and `0` for one means "any free port".
 */
export async function resolvePorts(env: NodeJS.ProcessEnv = process.env, overrides: Partial<LocalPorts> = {}): Promise<LocalPorts> {
  const random = env.LOCAL_PORTS === 'random';
  const entries = await Promise.all(
    (Object.keys(PORT_SETTINGS) as (keyof LocalPorts)[]).map(async (name) => {
      const { fallback, variable, label } = PORT_SETTINGS[name];
      const raw = overrides[name] ?? (env[variable] ? Number(env[variable]) : random ? 0 : fallback);
      if (!Number.isInteger(raw) || raw < 0 || raw > 65535) {
        throw new LocalCloudError(`${variable} must be a port number, got "${env[variable]}".`);
      }
      if (raw === 0) return [name, await freePort()] as const;
      if (await portInUse(raw)) {
        throw new LocalCloudError(`Port ${raw} (${label}) is already in use. Stop what uses it or set ${variable} to another port.`);
      }
      return [name, raw] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as LocalPorts;
}
