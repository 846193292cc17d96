/**
 * Stopping `npm start` and `npm run dev` on Ctrl-C, SIGTERM or a closed terminal (SIGHUP, whose
 * default would end the process at once and leave the java child running): `stop` runs once, then `release`
 * (the data directory's pid file), then the process exits. One Ctrl-C often arrives twice (from
 * the terminal, and relayed by npm or tsx); only another one more than 1.5 s later means "stop
 * waiting" and exits at once (the java child is killed on exit all the same).
 */
export function handleShutdown(options: { message: string; stop: () => Promise<void>; release: () => void }) {
  let since = 0;
  const shutdown = async (code = 0): Promise<void> => {
    if (since) {
      if (Date.now() - since > 1500) {
        options.release();
        process.exit(1);
      }
      return;
    }
    since = Date.now();
    console.log(`\n${options.message}`);
    await options.stop().catch(() => undefined);
    options.release();
    if (code === 0) console.log('Stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGHUP', () => void shutdown());
  return {
    shutdown,
    get stopping() {
      return since > 0;
    },
  };
}
