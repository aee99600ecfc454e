import { buildApp } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const arena = await buildApp(config);
await arena.app.listen({ port: config.port, host: config.host });
arena.app.log.info(`Arena is up: http://localhost:${config.port}/`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    arena.app.log.info(`${signal}: shutting down`);
    arena.close().then(
      () => process.exit(0),
      (error: unknown) => {
        arena.app.log.error(error);
        process.exit(1);
      },
    );
  });
}
