// Runs `npm ci` when the installed packages are missing or older than package-lock.json, so
// `npm start`, `npm run dev` and `npm test` work straight after a clone or a pull.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const mtime = (file) => {
  try {
    return statSync(join(root, file)).mtimeMs;
  } catch {
    return undefined;
  }
};

const lock = mtime('package-lock.json');
// npm writes node_modules/.package-lock.json on every install: its age is the install's age.
const installed = mtime('node_modules/.package-lock.json');
const reason =
  installed === undefined
    ? 'node_modules is missing'
    : lock !== undefined && lock > installed
      ? 'package-lock.json is newer than node_modules'
      : undefined;

if (reason) {
  console.log(`Installing dependencies (${reason}): npm ci`);
  const result = spawnSync('npm', ['ci'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error('npm ci failed; fix the error above and run the command again.');
    process.exit(result.status ?? 1);
  }
}
