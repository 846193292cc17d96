import { env } from './env';

/** The shop's business figures (stats-counters.ts): `OrdersPaid`, `Revenue` in dollars. */
export const ORDER_METRICS = 'Maison/Orders';

/** The stream's health (keep-failed-events.ts): `FailedEvents`, records kept for replay. */
export const STREAM_METRICS = 'Maison/Stream';

/** A figure for CloudWatch: its value and unit (`Count`, or `None` for money). */
export interface Figure {
  value: number;
  unit: 'Count' | 'None';
}

/** Where a metric line goes: standard output, as is, in Lambda; nowhere locally (no CloudWatch). */
export type LineWriter = (line: string) => void;

const lambdaStdout: LineWriter = (line) => {
  if (env.runsInLambda) process.stdout.write(`${line}\n`);
};

/**
 * Publishes figures as one CloudWatch embedded-metric-format line: CloudWatch Logs turns it into
 * metrics of `namespace` with one dimension, `Stage` (this deployment, `MaisonApp@eu-west-1`),
 * with no API call from the function. So a second stage's orders never count in the first one's
 * revenue, nor its failures ring the first one's alarms. The line is written to standard output
 * directly, since console.log in Lambda puts a timestamp and request id before it, and the format
 * wants the JSON object alone.
 */
export function putMetrics(
  namespace: string,
  figures: Record<string, Figure>,
  write: LineWriter = lambdaStdout,
  now = Date.now(),
  stage = env.runsInLambda ? env.shopStage : 'local',
): void {
  const names = Object.keys(figures);
  if (!names.length) return;
  write(
    JSON.stringify({
      _aws: {
        Timestamp: now,
        CloudWatchMetrics: [
          { Namespace: namespace, Dimensions: [['Stage']], Metrics: names.map((name) => ({ Name: name, Unit: figures[name]!.unit })) },
        ],
      },
      Stage: stage,
      ...Object.fromEntries(names.map((name) => [name, figures[name]!.value])),
    }),
  );
}
