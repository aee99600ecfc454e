import type { Timers, WebSocketLike } from '../src/index';

/** Timers driven by the test: advance(ms) runs what falls due, in order. */
export class ManualTimers implements Timers {
  now = 0;
  private nextId = 1;
  private tasks = new Map<number, { at: number; fn: () => void; every?: number }>();

  setTimeout(fn: () => void, ms: number) {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.now + ms, fn });
    return id;
  }
  clearTimeout(handle: unknown) {
    this.tasks.delete(handle as number);
  }
  setInterval(fn: () => void, ms: number) {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.now + ms, fn, every: ms });
    return id;
  }
  clearInterval(handle: unknown) {
    this.tasks.delete(handle as number);
  }
  /** Delays of the pending one-shot timers. */
  pending() {
    return [...this.tasks.values()].filter((t) => t.every === undefined).map((t) => t.at - this.now);
  }
  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.tasks.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      const [id, task] = due;
      this.now = task.at;
      if (task.every !== undefined) task.at += task.every;
      else this.tasks.delete(id);
      task.fn();
    }
    this.now = end;
  }
}

/** A WebSocket the test opens, feeds and closes by hand (the edge of these unit tests). */
export class FakeWebSocket implements WebSocketLike {
  static made: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  static last() {
    return FakeWebSocket.made.at(-1)!;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.drop(1000);
  }
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop(code = 1006) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}
