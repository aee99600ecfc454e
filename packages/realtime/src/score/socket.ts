import { Backoff, type BackoffOptions } from './backoff';
import { Emitter } from './emitter';
import { parseIncoming } from './parse';
import type {
  BasketballExponentFrame,
  BasketballMatchFrame,
  Classify,
  EsportsFrame,
  FootballExponentFrame,
  FootballMatchFrame,
  IncomingMessage,
} from './types';

// The score socket of spec §4 / WIRE.md: connects on first use; on open sends register (info web),
// then toggle with company_id when the app type is 1, then classify (0 when the type is 1, else 1);
// a heartbeat every 30 s; reconnects after a close with exponential backoff and full jitter, and once
// registered again emits `resync` so the app fetches the matches on screen — a score that changed while
// the socket was down is not lost.

/** The part of the WebSocket API the socket uses: browsers' native one, or `ws` in Node. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Timers, injectable so tests can drive the heartbeat and the backoff. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface ScoreSocketOptions {
  /** The socket address (`websocket` of system settings), or a function that finds it (each attempt). */
  url: string | (() => string | Promise<string>);
  /** Default: the global WebSocket (browsers; Node ≥ 22). Pass `ws`'s in Node 20. */
  WebSocket?: WebSocketConstructor;
  /** spec §3 app state `type` (default 1): 1 → toggle the company and classify football first. */
  appType?: number;
  /** spec §3 app state `company_id` (default 1). */
  companyId?: number;
  /** spec §4: 30 000. */
  heartbeatMs?: number;
  backoff?: BackoffOptions;
  /** A connection up this long resets the backoff (default 10 000 ms). */
  stableMs?: number;
  timers?: Timers;
}

export type ScoreSocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'closed';

/** What a ScoreSocket emits. Known frames are typed; any other is emitted under its name as `unknown`. */
export interface ScoreSocketEvents extends Record<string, unknown> {
  open: undefined;
  /** `{"code":101}` after register. */
  registered: undefined;
  /** Registered again after a reconnection: fetch the current state of what is on screen. */
  resync: { attempt: number };
  close: { code: number; reason: string; reconnectInMs: number | null };
  football_match: FootballMatchFrame;
  football_exponent: FootballExponentFrame;
  basketball_match: BasketballMatchFrame;
  basketball_exponent: BasketballExponentFrame;
  /** An esports series' change (after `classify(2)`). */
  esports: EsportsFrame;
  /** Every incoming frame, parsed. */
  message: IncomingMessage;
}

const OPEN = 1;
const MAX_QUEUED = 100;

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
};

export class ScoreSocket extends Emitter<ScoreSocketEvents> {
  private ws: WebSocketLike | undefined;
  private current: ScoreSocketState = 'idle';
  private readonly backoff: Backoff;
  private readonly timers: Timers;
  private heartbeat: unknown;
  private stable: unknown;
  private retry: unknown;
  private opened = false;
  private resyncPending = false;
  private classifyType: Classify;
  private companyId: number;
  private readonly queue: string[] = [];
  private readonly latest = new Map<string, unknown>();

  constructor(private readonly options: ScoreSocketOptions) {
    super();
    this.backoff = new Backoff(options.backoff);
    this.timers = options.timers ?? defaultTimers;
    const appType = options.appType ?? 1;
    this.classifyType = appType === 1 ? 0 : 1;
    this.companyId = options.companyId ?? 1;
  }

  get state(): ScoreSocketState {
    return this.current;
  }

  /** Subscribing is a use: the first one connects (spec §4: the socket connects on first use). */
  override on<K extends keyof ScoreSocketEvents>(event: K, listener: (payload: ScoreSocketEvents[K]) => void): () => void {
    const off = super.on(event, listener);
    this.connect();
    return off;
  }

  /** The last frame received of a type, by name (spec §7: other types are stored by name). */
  last(name: string): unknown {
    return this.latest.get(name);
  }

  /** Opens the connection now (idempotent). */
  connect(): void {
    if (this.current !== 'idle') return;
    void this.open();
  }

  /** Sends a frame (e.g. `{type:'login', code}` for QR login); held until the connection is open. */
  send(frame: Record<string, unknown>): void {
    const text = JSON.stringify(frame);
    if (this.ws && this.ws.readyState === OPEN && this.current === 'open') this.ws.send(text);
    else if (this.queue.length < MAX_QUEUED) this.queue.push(text);
    this.connect();
  }

  /** Chooses the pushes (0 football, 1 basketball, 2 esports), now and after every reconnection. */
  classify(type: Classify): void {
    this.classifyType = type;
    this.sendIfOpen({ type: 'classify', classify_type: type });
    this.connect();
  }

  /** Chooses the odds company, now and after every reconnection. */
  toggle(companyId: number): void {
    this.companyId = companyId;
    this.sendIfOpen({ type: 'toggle', company_id: companyId });
    this.connect();
  }

  /** Closes for good: no reconnection. */
  close(): void {
    this.current = 'closed';
    this.stopTimers();
    if (this.retry !== undefined) this.timers.clearTimeout(this.retry);
    this.retry = undefined;
    const ws = this.ws;
    this.ws = undefined;
    ws?.close(1000, 'closed by the client');
  }

  private sendIfOpen(frame: Record<string, unknown>) {
    if (this.ws && this.ws.readyState === OPEN && this.current === 'open') this.ws.send(JSON.stringify(frame));
  }

  private async open(): Promise<void> {
    this.current = 'connecting';
    let ws: WebSocketLike;
    try {
      const url = typeof this.options.url === 'function' ? await this.options.url() : this.options.url;
      if (this.current !== 'connecting') return; // closed meanwhile
      const Impl = this.options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
      if (!Impl) throw new Error('No WebSocket implementation: pass options.WebSocket');
      ws = new Impl(url);
    } catch {
      this.scheduleReconnect(1006, 'could not connect');
      return;
    }
    this.ws = ws;
    ws.onopen = () => this.handleOpen(ws);
    ws.onmessage = (event) => this.handleMessage(event.data);
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = undefined;
      this.stopTimers();
      if (this.current === 'closed') return;
      this.scheduleReconnect(event.code, event.reason);
    };
    ws.onerror = () => undefined; // a close follows
  }

  private handleOpen(ws: WebSocketLike) {
    if (this.ws !== ws) return;
    this.current = 'open';
    const appType = this.options.appType ?? 1;
    ws.send(JSON.stringify({ type: 'register', info: 'web' }));
    if (appType === 1) ws.send(JSON.stringify({ type: 'toggle', company_id: this.companyId }));
    ws.send(JSON.stringify({ type: 'classify', classify_type: this.classifyType }));
    for (const text of this.queue.splice(0)) ws.send(text);
    this.heartbeat = this.timers.setInterval(() => {
      if (this.ws === ws && ws.readyState === OPEN) ws.send(JSON.stringify({ type: 'heartbeat' }));
    }, this.options.heartbeatMs ?? 30_000);
    this.stable = this.timers.setTimeout(() => this.backoff.reset(), this.options.stableMs ?? 10_000);
    // After a reconnection, resynchronise once the server has us registered (its 101): pushes from
    // then on reach us, so nothing falls between the re-fetch and the first push.
    if (this.opened) this.resyncPending = true;
    this.opened = true;
    this.emit('open', undefined);
  }

  private handleMessage(data: unknown) {
    const text = typeof data === 'string' ? data : data instanceof ArrayBuffer ? new TextDecoder().decode(data) : String(data);
    const message = parseIncoming(text);
    this.latest.set(message.name, message.data);
    this.emit('message', message);
    if (message.code === 101) {
      this.emit('registered', undefined);
      if (this.resyncPending) {
        this.resyncPending = false;
        this.emit('resync', { attempt: this.backoff.attempt });
      }
      return;
    }
    if (message.name !== 'message' && message.name !== 'text') this.emit(message.name, message.data as never);
  }

  private scheduleReconnect(code: number, reason: string) {
    this.current = 'waiting';
    const delay = this.backoff.next();
    this.emit('close', { code, reason, reconnectInMs: delay });
    this.retry = this.timers.setTimeout(() => {
      this.retry = undefined;
      if (this.current === 'waiting') void this.open();
    }, delay);
  }

  private stopTimers() {
    if (this.heartbeat !== undefined) this.timers.clearInterval(this.heartbeat);
    if (this.stable !== undefined) this.timers.clearTimeout(this.stable);
    this.heartbeat = undefined;
    this.stable = undefined;
  }
}
