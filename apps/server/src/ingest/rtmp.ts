import { createRequire } from 'node:module';
import { createServer, type Server, type Socket } from 'node:net';

// The RTMP listener: node-media-server's RTMP protocol and session code (handshake, chunking, AMF,
// publish, FLV packaging of what arrives) on our own TCP server, so that the port, its errors and its
// shutdown are ours (its NodeMediaServer would exit the process on a busy port, start an HTTP server
// and a store in ./data). Only publishing is allowed, to the app `live`, with a stream name the
// `authorize` callback knows; everything else is closed. What a publisher sends is handed on as an FLV
// byte stream (`onPublish`'s `sink`), which ffmpeg reads on its standard input.

const require = createRequire(import.meta.url);

interface NmsSession {
  id: string;
  ip: string;
  protocol: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  isPublisher: boolean;
  socket: Socket;
  broadcast: NmsBroadcast;
  rtmp: { onPushCallback: () => void; onPlayCallback: () => void; onPacketCallback: (packet: unknown) => void };
  run(): void;
  onPush: () => void;
  onPacket: (packet: unknown) => void;
  sendBuffer: (buffer: Buffer) => void;
  close: () => void;
}
interface NmsBroadcast {
  publisher: NmsSession | null;
  publishGraceMs: number;
  postPlay(session: NmsSession): string | null;
  donePlay(session: NmsSession): void;
}

const RtmpSession = require('node-media-server/src/session/rtmp_session.js') as new (socket: Socket) => NmsSession;
const BaseSession = require('node-media-server/src/session/base_session.js') as new () => NmsSession;
const Context = require('node-media-server/src/core/context.js') as { sessions: Map<string, unknown> };
const logger = require('node-media-server/src/core/logger.js') as { level: string };
// Its per-connection lines go to console.log; ours go through the server's log.
logger.level = 'error';

/** A publish the server accepted: what to call it by in logs and the stream name's owner. */
export interface Publish<T> {
  key: string;
  owner: T;
}

export interface RtmpHandlers<T> {
  /** The owner of a stream key, or undefined to refuse the publish. */
  authorize(app: string, key: string): Promise<T | undefined>;
  /** A publish was accepted: returns where its FLV stream goes; `drop` disconnects the publisher. */
  onPublish(publish: Publish<T>, drop: () => void): FlvSink;
  log: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/** Where the FLV bytes of a publish go, and what happens when the publisher leaves. */
export interface FlvSink {
  write(chunk: Buffer): void;
  /** The publisher disconnected (or was dropped): no more bytes. */
  end(): void;
}

/** An internal subscriber of a broadcast: node-media-server sends it FLV tags (header first). */
function flvSubscriber(publisher: NmsSession, sink: FlvSink): NmsSession {
  const s = new BaseSession();
  s.protocol = 'flv';
  s.streamApp = publisher.streamApp;
  s.streamName = publisher.streamName;
  s.streamPath = publisher.streamPath;
  s.sendBuffer = (buffer: Buffer) => sink.write(buffer);
  s.close = () => undefined;
  return s;
}

export class RtmpListener<T> {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  /** Publishes by stream key, to drop one (its key was reset). */
  private readonly publishers = new Map<string, NmsSession>();

  constructor(private readonly handlers: RtmpHandlers<T>) {
    this.server = createServer((socket) => this.accept(socket));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /** Ends the publish with this stream key, if there is one. */
  drop(key: string): boolean {
    const session = this.publishers.get(key);
    if (!session) return false;
    session.socket.destroy();
    return true;
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: Socket) {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const session = new RtmpSession(socket);
    session.run();
    Context.sessions.set(session.id, session);
    socket.on('close', () => {
      this.sockets.delete(socket);
      Context.sessions.delete(session.id);
    });
    // Nobody plays from this server (viewers get HLS): a play request is closed.
    session.rtmp.onPlayCallback = () => socket.destroy();
    // The publish is checked against the database before node-media-server registers it; the packets
    // that arrive meanwhile (the codec headers come first) wait and are replayed in order.
    const push = session.onPush;
    const packet = session.onPacket;
    let held: unknown[] | null = null;
    session.rtmp.onPacketCallback = (p) => (held ? held.push(p) : packet(p));
    session.rtmp.onPushCallback = () => {
      held = [];
      const key = session.streamName;
      this.handlers.authorize(session.streamApp, key).then(
        (owner) => {
          if (socket.destroyed) return;
          if (owner === undefined || this.publishers.has(key)) {
            this.handlers.log.warn(
              { app: session.streamApp, from: session.ip },
              'RTMP publish refused: unknown stream key or key already publishing',
            );
            socket.destroy();
            return;
          }
          push();
          if (!session.isPublisher) return socket.destroy();
          // Our own grace period (live/ingest.ts) decides when a stopped push ends the room.
          session.broadcast.publishGraceMs = 0;
          this.publishers.set(key, session);
          let ended = false;
          const sink = this.handlers.onPublish({ key, owner }, () => socket.destroy());
          const subscriber = flvSubscriber(session, sink);
          const finish = () => {
            if (ended) return;
            ended = true;
            if (this.publishers.get(key) === session) this.publishers.delete(key);
            session.broadcast.donePlay(subscriber);
            sink.end();
          };
          socket.once('close', finish);
          if (socket.destroyed) return finish();
          session.broadcast.postPlay(subscriber);
          const queued = held ?? [];
          held = null;
          for (const p of queued) packet(p);
        },
        (error: unknown) => {
          this.handlers.log.warn({ err: error }, 'RTMP publish check failed');
          socket.destroy();
        },
      );
    };
  }
}
