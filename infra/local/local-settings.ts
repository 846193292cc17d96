import { isAbsolute, relative, resolve } from 'node:path';

/** The admin account the seed creates unless ADMIN_EMAIL / ADMIN_PASSWORD say otherwise. */
const DEFAULT_ADMIN = { email: 'admin@maison.local', password: 'maison-admin' } as const;

export interface LocalSettings {
  dataDir: string;
  inMemory: boolean;
  adminEmail: string;
  adminPassword: string;
}

/** The settings `npm start` and `npm run dev` read from the environment, once. */
export function localSettings(projectRoot: string, env: NodeJS.ProcessEnv = process.env): LocalSettings {
  return {
    dataDir: resolve(projectRoot, env.DATA_DIR || '.data'),
    inMemory: env.DYNAMODB_IN_MEMORY === 'true' || env.DYNAMODB_IN_MEMORY === '1',
    adminEmail: env.ADMIN_EMAIL || DEFAULT_ADMIN.email,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN.password,
  };
}

/** `.data/` when the directory is inside the project, else the absolute path. */
export function displayPath(projectRoot: string, dir: string): string {
  const inside = relative(projectRoot, dir);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? `${inside}/` : dir;
}
