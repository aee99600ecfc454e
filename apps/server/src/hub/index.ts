import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { type HubLogger, ScoreHub } from './hub';
import { RedisBus } from './redis-bus';

export type { Audience, HubClient, ScoreClient } from './hub';
export { ScoreHub } from './hub';

/** The score hub at /ws, fanned out through Redis when REDIS_URL is set (in-process otherwise). */
export async function createHub(app: FastifyInstance, config: Config): Promise<ScoreHub> {
  const log = app.log as HubLogger;
  const bus = config.redisUrl ? await RedisBus.connect(config.redisUrl, log) : undefined;
  const hub = new ScoreHub({ log, heartbeatMs: config.hubHeartbeatMs, bus }).start();
  app.get('/ws', { websocket: true }, (socket) => {
    hub.attach(socket);
  });
  return hub;
}
