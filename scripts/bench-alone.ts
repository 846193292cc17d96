import { pathToFileURL } from 'node:url';

/** One figure of a bench: its label, its value, and whether it is within its budget. */
export type Line = (label: string, value: string, ok?: boolean) => void;

/**
 * Runs a bench section as a process of its own when `module` is the script node was started
 * with (`npx tsx scripts/bench-alerts.ts`): prints each figure, marks those over budget with ✗
 * and exits 1 when any is. `npm run bench` starts such sections so, since the table client is
 * made once per process and each runs a cloud of its own.
 */
export function runAlone(module: string, measure: (line: Line) => Promise<void>): void {
  if (module !== pathToFileURL(process.argv[1] ?? '').href) return;
  let failed = 0;
  const line: Line = (label, value, ok = true) => {
    if (!ok) failed += 1;
    console.log(`${ok ? '  ' : '✗ '}${label.padEnd(56)} ${value}`);
  };
  measure(line).then(
    () => process.exit(failed ? 1 : 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
