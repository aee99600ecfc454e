import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';

// The score hub behind /ws (WIRE.md "Score socket", spec §4): a client registers (`{"type":"register",
// "info":"web"}` → `{"code":101}`), chooses the odds company (`toggle`, company_id) and the sport
// (`classify`, 0 football / 1 basketball / 2 esports), and sends a heartbeat every 30 s. The simulator's pushes
// (`{"code":100,"data":{…}}`) go to the registered clients that chose that sport and company. Other
// parts of the server (QR login, live rooms) take frames of their own types through onClientMessage
// and answer through HubClient.send or broadcast. With a bus (Redis, DESIGN.md) a frame published on
// one server instance reaches the clients of every instance.

/** A connection as the rest of the server sees it. */
export interface HubClient {
  readonly id: number;
  send(frame: unknown): void;
}

/** What the hub knows about a connection (read-only for filters). */
export interface ScoreClient extends HubClient {
  /** Whether it sent `register`. */
  readonly registered: boolean;
  /** `info` of its register frame (`web`). */
  readonly info: string | undefined;
  /** `classify_type`: 0 football, 1 basketball, 2 esports; undefined until it chooses (then it gets all). */
  readonly classify: ScoreSport | undefined;
  /** `company_id` of its last toggle; spec §9: 1 by default. */
  readonly companyId: number;
}

/** What a client chooses with `classify`: 0 football, 1 basketball, 2 esports (issue 19). */
export type ScoreSport = 0 | 1 | 2;

/** Who a published frame is for; plain data, so it can travel between instances. */
export type Audience =
  | { all: true }
  /** Score pushes: registered clients of that sport (and that odds company for odds frames). */
  | { sport: ScoreSport; companyId?: number }
  /** Clients that subscribed to the topic (hub.subscribe), e.g. one waiting for a QR login. */
  | { topic: string };

/** Carries frames between server instances. */
export interface HubBus {
  publish(message: BusMessage): void;
  onMessage(listener: (message: BusMessage) => void): void;
  close(): Promise<void>;
}
export interface BusMessage {
  /** The instance that published it (it delivers its own frames locally). */
  from: string;
  audience: Audience;
  /** The frame, serialised once. */
  text: string;
}

export interface HubLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface HubOptions {
  log: HubLogger;
  /** Expected heartbeat interval; a client silent for three of them is dropped. */
  heartbeatMs: number;
  bus?: HubBus;
  now?: () => number;
}

/** A client that reads too slowly is dropped rather than let its backlog grow without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const OPEN = 1;

class Connection implements ScoreClient {
  registered = false;
  info: string | undefined;
  classify: ScoreSport | undefined;
  companyId = 1;
  lastSeen: number;
  readonly topics = new Set<string>();

  constructor(
    readonly id: number,
    readonly socket: WebSocket,
    now: number,
    private readonly onOverflow: (connection: Connection) => void,
  ) {
    this.lastSeen = now;
  }

  send(frame: unknown): void {
    this.sendText(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  sendText(text: string): void {
    if (this.socket.readyState !== OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.onOverflow(this);
      return;
    }
    this.socket.send(text);
  }
}

type MessageHandler = (client: HubClient, frame: Record<string, unknown>) => void;
type CloseHandler = (client: HubClient) => void;

export class ScoreHub {
  readonly instanceId = randomBytes(6).toString('hex');
  private readonly clients = new Map<number, Connection>();
  private readonly handlers = new Map<string, MessageHandler[]>();
  private readonly closeHandlers: CloseHandler[] = [];
  private nextId = 1;
  private closing = false;
  private sweeper: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(private readonly options: HubOptions) {
    this.now = options.now ?? Date.now;
    options.bus?.onMessage((message) => {
      if (message.from !== this.instanceId) this.deliver(message.text, message.audience);
    });
  }

  /** Connections open now. */
  get size(): number {
    return this.clients.size;
  }

  /** Starts dropping silent clients (every heartbeat interval). */
  start(): this {
    this.sweeper ??= setInterval(() => this.sweep(), this.options.heartbeatMs);
    this.sweeper.unref();
    return this;
  }

  /** Takes a new socket (the /ws route). */
  attach(socket: WebSocket): HubClient {
    const connection = new Connection(this.nextId++, socket, this.now(), (c) => {
      this.options.log.warn({ client: c.id, buffered: c.socket.bufferedAmount }, 'score hub: client too slow, dropped');
      c.socket.terminate();
    });
    if (this.closing) {
      // A client reconnecting while the server shuts down is told to come back later.
      socket.close(1001, 'server shutting down');
      return connection;
    }
    this.clients.set(connection.id, connection);
    socket.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    socket.on('close', () => this.forget(connection));
    socket.on('error', (error) => this.options.log.debug({ client: connection.id, err: error }, 'score hub: socket error'));
    return connection;
  }

  /** Handlers for frames of a type the hub does not answer itself (e.g. `login` for QR login). */
  onClientMessage(type: string, handler: MessageHandler): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler);
    this.handlers.set(type, list);
  }

  onClientClose(handler: CloseHandler): void {
    this.closeHandlers.push(handler);
  }

  /**
   * Sends a frame to every client (of every instance), or, with a filter, to the clients of this
   * instance it accepts: a filter is code and cannot travel. Use publish with a topic to reach chosen
   * clients wherever they are connected.
   */
  broadcast(frame: unknown, filter?: (client: ScoreClient) => boolean): void {
    if (!filter) {
      this.publish(frame, { all: true });
      return;
    }
    const text = JSON.stringify(frame);
    for (const c of this.clients.values()) if (filter(c)) c.sendText(text);
  }

  /** Sends a frame to its audience on this instance and, through the bus, on the others. */
  publish(frame: unknown, audience: Audience): void {
    const text = JSON.stringify(frame);
    this.deliver(text, audience);
    this.options.bus?.publish({ from: this.instanceId, audience, text });
  }

  subscribe(client: HubClient, topic: string): void {
    this.clients.get(client.id)?.topics.add(topic);
  }

  unsubscribe(client: HubClient, topic: string): void {
    this.clients.get(client.id)?.topics.delete(topic);
  }

  /** Drops the clients silent for three heartbeat intervals (spec §4: a heartbeat every 30 s). */
  sweep(): void {
    const limit = this.now() - 3 * this.options.heartbeatMs;
    for (const c of this.clients.values()) {
      if (c.lastSeen >= limit) continue;
      this.options.log.info({ client: c.id }, 'score hub: no heartbeat, client dropped');
      c.socket.terminate();
      this.forget(c);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
    for (const c of this.clients.values()) c.socket.close(1001, 'server shutting down');
    await this.options.bus?.close();
  }

  private deliver(text: string, audience: Audience): void {
    for (const c of this.clients.values()) if (matches(c, audience)) c.sendText(text);
  }

  private forget(connection: Connection): void {
    if (!this.clients.delete(connection.id)) return;
    for (const handler of this.closeHandlers) {
      try {
        handler(connection);
      } catch (error) {
        this.options.log.error({ err: error, client: connection.id }, 'score hub: close handler failed');
      }
    }
  }

  private receive(connection: Connection, data: unknown, isBinary: boolean): void {
    connection.lastSeen = this.now();
    const text = isBinary
      ? ''
      : Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : String(data);
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      frame = undefined;
    }
    if (!frame || typeof frame !== 'object' || Array.isArray(frame) || typeof (frame as { type?: unknown }).type !== 'string') {
      this.options.log.warn({ client: connection.id, frame: text.slice(0, 120) }, 'score hub: malformed frame ignored');
      return;
    }
    const message = frame as Record<string, unknown> & { type: string };
    switch (message.type) {
      case 'register':
        connection.registered = true;
        connection.info = typeof message.info === 'string' ? message.info : undefined;
        connection.send({ code: 101 });
        break;
      case 'toggle': {
        const company = Number(message.company_id);
        if (Number.isInteger(company) && company > 0) connection.companyId = company;
        else
          this.options.log.warn(
            { client: connection.id, company_id: message.company_id },
            'score hub: toggle without a valid company_id ignored',
          );
        break;
      }
      case 'classify': {
        const kind = Number(message.classify_type);
        if (kind === 0 || kind === 1 || kind === 2) connection.classify = kind;
        else
          this.options.log.warn(
            { client: connection.id, classify_type: message.classify_type },
            'score hub: classify_type must be 0, 1 or 2; ignored',
          );
        break;
      }
      case 'heartbeat':
        break;
      default:
        if (!this.handlers.has(message.type))
          this.options.log.debug({ client: connection.id, type: message.type }, 'score hub: no handler for this frame type');
    }
    for (const handler of this.handlers.get(message.type) ?? []) {
      try {
        handler(connection, message);
      } catch (error) {
        this.options.log.error({ err: error, client: connection.id, type: message.type }, 'score hub: message handler failed');
      }
    }
  }
}

function matches(c: Connection, audience: Audience): boolean {
  if ('all' in audience) return true;
  if ('topic' in audience) return c.topics.has(audience.topic);
  if (!c.registered) return false;
  if (c.classify !== undefined && c.classify !== audience.sport) return false;
  return audience.companyId === undefined || audience.companyId === c.companyId;
}
