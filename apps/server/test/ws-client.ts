import WebSocket from 'ws';

/** A test's socket client: every frame it received, in order, and promises for the next ones. */
export class TestSocket {
  readonly received: unknown[] = [];
  readonly closed: Promise<number>;
  private read = 0;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.received.push(text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  /** The next unread frame (skipping those `match` refuses), waiting for it if need be. */
  async next<T = any>(match: (frame: any) => boolean = () => true): Promise<T> {
    for (;;) {
      while (this.read < this.received.length) {
        const frame = this.received[this.read++];
        if (match(frame)) return frame as T;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Unread frames up to (not including) the first that `until` accepts, which is consumed too. */
  async upTo<T = any>(until: (frame: any) => boolean): Promise<T[]> {
    const out: T[] = [];
    for (;;) {
      const frame = await this.next();
      if (until(frame)) return out;
      out.push(frame);
    }
  }

  get isOpen() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  close() {
    this.ws.close();
  }
}
