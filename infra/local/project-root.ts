import { fileURLToPath } from 'node:url';

/** The repository root, whatever directory a script is started from. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
