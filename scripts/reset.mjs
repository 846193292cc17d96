// `npm run reset`: deletes the local cloud's data directory (database, images, secrets,
// stream checkpoints) so the next `npm start` begins from a freshly seeded shop.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, parse, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = resolve(root, process.env.DATA_DIR || '.data');
const shown = relative(root, dataDir).startsWith('..') ? dataDir : `${relative(root, dataDir)}/`;

/** The pid in the pid file infra/local/start.ts writes, if that process is alive. */
function runningPid() {
  let pid;
  try {
    pid = Number(readFileSync(join(dataDir, 'cloud.pid'), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === 'EPERM' ? pid : undefined;
  }
}

// A mistyped DATA_DIR must not wipe the project, the home directory or a whole disk.
if ([resolve(root), homedir(), parse(dataDir).root].includes(dataDir)) {
  console.error(`Refusing to delete ${dataDir}: DATA_DIR must name a data directory of its own.`);
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log(`Nothing to reset: ${shown} does not exist.`);
  process.exit(0);
}
const pid = runningPid();
if (pid) {
  console.error(`A local cloud (pid ${pid}) is using ${shown}. Stop it (Ctrl-C in its terminal), then run npm run reset again.`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `Removed ${shown} (the local database, stored images, signing secrets and stream checkpoints). The next npm start seeds a fresh shop.`,
);
