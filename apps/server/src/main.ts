import { buildApp } from './app';
import { configFromEnv } from './config';
import { DataFolderLocked } from './db/data-lock';
import { killMediaChildren } from './hls/media';
import { UnsafeProduction } from './production';

// ffmpeg children would outlive the server (a child is not ended with its parent): killed on any exit.
process.on('exit', () => killMediaChildren());

// A setting with a bad value (IM_CONNECTIONS_PER_USER=0, PUBLIC_ORIGIN=arena.example, …) refuses to
// boot with a message naming it, without a stack trace.
let config: ReturnType<typeof configFromEnv>;
try {
  config = configFromEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
let arena: Awaited<ReturnType<typeof buildApp>>;
try {
  arena = await buildApp(config);
} catch (error) {
  // Issue 12: refusals say what to change, without a stack trace, and exit non-zero before listening.
  if (error instanceof UnsafeProduction || error instanceof DataFolderLocked) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
await arena.app.listen({ port: config.port, host: config.host });
arena.app.log.info(`Arena is up: http://localhost:${config.port}/`);

// Issue 12, graceful shutdown: the first SIGTERM/SIGINT stops accepting, lets requests and sockets
// drain (arena.close: score hub, IM, HTTP, tasks, then the database after its last query) within
// SHUTDOWN_TIMEOUT_MS; past the deadline, or at a second signal, the process exits at once.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      arena.app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    arena.app.log.info(`${signal}: shutting down (at most ${config.shutdownTimeoutMs} ms)`);
    killMediaChildren();
    const deadline = setTimeout(() => {
      arena.app.log.error(`shutdown did not finish within SHUTDOWN_TIMEOUT_MS=${config.shutdownTimeoutMs}: exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    arena.close().then(
      () => {
        arena.app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        arena.app.log.error(error);
        process.exit(1);
      },
    );
  });
}
