// Runs every suite — type check, lint, format, unused code (knip), unit, web components, CDK assertions, integration against
// the local cloud, browser tests in Chromium — and prints the totals as its last line:
// `N passed, N failed` (plus skipped when any).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// The pinned node package puts Lambda's runtime first on the PATH of npm scripts, whatever the machine has.
console.log(`Node ${process.version} (the functions' runtime in AWS: Node 24)`);

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(`◀ ${label}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (!run('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])) {
  problems.push('type check');
  totals.failed += 1;
}

if (!run('lint', 'npm', ['run', '--silent', 'lint'])) {
  problems.push('lint');
  totals.failed += 1;
}

if (!run('format', 'npm', ['run', '--silent', 'format:check'])) {
  problems.push('format (npm run format writes it)');
  totals.failed += 1;
}

if (!run('unused files, exports and dependencies', 'npm', ['run', '--silent', 'knip'])) {
  problems.push('unused code (npm run knip lists it)');
  totals.failed += 1;
}

if (!run('web build', 'npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'])) {
  problems.push('web build');
  totals.failed += 1;
}

const vitestOk = run('vitest (unit, web, infra, integration)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
const vitest = readJson(`${results}/vitest.json`);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A file that failed to load (e.g. a global setup error) counts as a failure even with no test counted.
  if (!vitestOk && vitest.numFailedTests === 0) {
    totals.failed += 1;
    problems.push('vitest');
  }
} else {
  totals.failed += 1;
  problems.push('vitest (no report)');
}

const playwrightOk = run('browser (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
const playwright = readJson(`${results}/playwright.json`);
if (playwright?.stats) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = playwright.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  totals.skipped += skipped;
  if (!playwrightOk && unexpected === 0) {
    totals.failed += 1;
    problems.push('browser');
  }
} else if (!playwrightOk || !existsSync('e2e/playwright.config.ts')) {
  totals.failed += 1;
  problems.push('browser (no report)');
}

if (problems.length) console.log(`\nFailed to run cleanly: ${problems.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
