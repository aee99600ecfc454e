import type { Db } from '../db/index';
import type { Lang } from '../i18n/index';
import { lastNoticeId, type NoticeRow, noticeOut, noticesAfter } from '../services/notices';

/**
 * Issue 16: new system notices reach the user's IM connections as `notice` events. Notices are written
 * by many transactions (reviews, the ledger's level-ups), on any server instance; this reads the ones
 * written since it last looked, every `everyMs` and whenever a handler says it wrote one (`poke`), and
 * sends each to its user's connections here, worded in each connection's language.
 */
const WINDOW = 100;

export class NoticePusher {
  private last = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly deliver: (uid: number, event: (lang: Lang) => unknown) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts from the notices that exist now (older ones are read over HTTP, not pushed). */
  async start(everyMs: number): Promise<void> {
    this.last = await lastNoticeId(this.db);
    // Those that exist now count as told (a window's worth is read again on every run).
    for (let id = Math.max(1, this.last - WINDOW + 1); id <= this.last; id++) this.pushed.add(id);
    this.timer = setInterval(() => this.poke(), everyMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** Pushes what is new now; resolves when done (a call during a run makes one more run). */
  poke(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.poke();
        }
      });
    return this.running;
  }

  /**
   * Ids come from a sequence when a row is written, so a transaction that commits late can make a
   * lower id appear after higher ones were pushed: the last WINDOW ids are read again, and those
   * already pushed skipped.
   */
  private readonly pushed = new Set<number>();

  private async run() {
    for (;;) {
      const rows: NoticeRow[] = await noticesAfter(this.db, Math.max(0, this.last - WINDOW), 500);
      let fresh = 0;
      for (const row of rows) {
        if (this.pushed.has(row.id)) continue;
        fresh += 1;
        this.pushed.add(row.id);
        this.last = Math.max(this.last, row.id);
        this.deliver(row.user_id, (lang) => ({ op: 'notice', data: noticeOut(row, lang) }));
      }
      for (const id of this.pushed) if (id <= this.last - WINDOW) this.pushed.delete(id);
      if (rows.length < 500 || fresh === 0) return;
    }
  }
}
