import type { Config } from '../config';
import type { Db } from '../db/index';
import { UserError } from '../envelope';
import type { Lang } from '../i18n/index';
import { KIND } from '../money/ledger';
import { credit, toTenths } from '../money/wallet';
import type { ServerEventBus } from './events';
import { shanghaiDay } from './shanghai';

const DAY_MS = 86_400_000;

/** The check-in day of an instant (Beijing time). */
export { shanghaiDay };

/** 1 Monday … 7 Sunday of a `YYYY-MM-DD` date. */
export function weekdayOf(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The seven dates (Monday first) of the week holding `day`. */
export function weekOf(day: string): string[] {
  const monday = new Date(`${day}T00:00:00Z`).getTime() - (weekdayOf(day) - 1) * DAY_MS;
  return Array.from({ length: 7 }, (_, i) => new Date(monday + i * DAY_MS).toISOString().slice(0, 10));
}

const dayText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

interface TaskRow {
  id: number;
  key: string;
  task_zh: string;
  task_en: string;
  task_vi: string;
  img: string;
  lz_num: string | number;
  target: number;
  progress: number | null;
  completed_at: Date | null;
  claimed_at: Date | null;
}

export interface SignStripEntry {
  day: number;
  date: string;
  is_sign: 0 | 1;
  is_today: 0 | 1;
  lz_num: number;
}

export interface TodayTask {
  id: number;
  key: string;
  task: string;
  img: string;
  lz_num: number;
  is_complete: 0 | 1;
  is_receive: 0 | 1;
  progress: number;
  target: number;
}

/** Daily check-in and tasks (spec §3 Task list, §4 Sign-in). Every reward is credited at most once. */
export class Tasks {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly log: (error: unknown, msg: string) => void = () => undefined,
  ) {}

  /** Counts `task` events (`services.events.emit('task', { userId, key })`) towards today's progress. */
  listen(events: ServerEventBus): () => void {
    return events.on('task', ({ userId, key }) => {
      const work = this.record(userId, key).catch((error: unknown) => this.log(error, `task ${key} of user ${userId} not recorded`));
      this.pending.add(work);
      void work.finally(() => this.pending.delete(work));
    });
  }

  /** Resolves when every event received so far has been written (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * One step of a task for today. Returns true when this step completed it. A step beyond the target
   * changes nothing; a key no task has, or a user id that is not an account (a guest), is ignored.
   */
  async record(userId: number, key: string): Promise<boolean> {
    const now = new Date(this.config.now());
    const rows = await this.db.query<{ completed_at: Date | null }>(
      `insert into task_progress as p (user_id, task_id, day, progress, completed_at)
       select u.id, t.id, $3, 1, case when t.target <= 1 then $4::timestamptz end
         from tasks t join users u on u.id = $1 where t.key = $2
       on conflict (user_id, task_id, day) do update
         set progress = least(p.progress + 1, (select target from tasks where id = p.task_id)),
             completed_at = coalesce(p.completed_at,
               case when p.progress + 1 >= (select target from tasks where id = p.task_id) then $4::timestamptz end)
       returning p.completed_at`,
      [userId, key, shanghaiDay(now.getTime()), now],
    );
    const row = rows[0];
    return Boolean(row?.completed_at && new Date(row.completed_at).getTime() === now.getTime());
  }

  private taskName(row: TaskRow, lang: Lang): string {
    return lang === 'en' ? row.task_en : lang === 'vi' ? row.task_vi : row.task_zh;
  }

  /** The week's sign-in strip, today's tasks and whether today is signed (Activity/signTaskList). */
  async signTaskList(userId: number, lang: Lang, origin: string) {
    const today = shanghaiDay(this.config.now());
    const week = weekOf(today);
    const signed = await this.db.query<{ day: unknown }>('select day from sign_ins where user_id = $1 and day between $2 and $3', [
      userId,
      week[0],
      week[6],
    ]);
    const signedDays = new Set(signed.map((r) => dayText(r.day)));
    const rewards = await this.db.query<{ weekday: number; lz_num: string }>('select weekday, lz_num from sign_rewards order by weekday');
    const rewardOf = new Map(rewards.map((r) => [Number(r.weekday), Number(r.lz_num)]));
    const list: SignStripEntry[] = week.map((date, i) => ({
      day: i + 1,
      date,
      is_sign: signedDays.has(date) ? 1 : 0,
      is_today: date === today ? 1 : 0,
      lz_num: rewardOf.get(i + 1) ?? 0,
    }));
    const rows = await this.db.query<TaskRow>(
      `select t.id, t.key, t.task_zh, t.task_en, t.task_vi, t.img, t.lz_num, t.target, p.progress, p.completed_at, p.claimed_at
         from tasks t left join task_progress p on p.task_id = t.id and p.user_id = $1 and p.day = $2
        order by t.sort, t.id`,
      [userId, today],
    );
    const todayTasks: TodayTask[] = rows.map((r) => ({
      id: r.id,
      key: r.key,
      task: this.taskName(r, lang),
      img: r.img.startsWith('/') ? `${origin}${r.img}` : r.img,
      lz_num: Number(r.lz_num),
      is_complete: r.completed_at ? 1 : 0,
      is_receive: r.claimed_at ? 1 : 0,
      progress: Number(r.progress ?? 0),
      target: Number(r.target),
    }));
    return { is_sign: signedDays.has(today) ? (1 as const) : (0 as const), list, today: todayTasks };
  }

  /**
   * Signs the user in for today and credits the day's reward, in one transaction. The primary key
   * (user_id, day) of sign_ins makes the second of two concurrent clicks insert nothing, so it credits
   * nothing and is told the day is already signed.
   */
  async sign(userId: number): Promise<{ lz_num: number; balance: number }> {
    const now = this.config.now();
    const day = shanghaiDay(now);
    return this.db.tx(async (q) => {
      const [reward] = await q.query<{ lz_num: string }>('select lz_num from sign_rewards where weekday = $1', [weekdayOf(day)]);
      const lz = Number(reward?.lz_num ?? 0);
      const inserted = await q.query(
        'insert into sign_ins (user_id, day, reward, created_at) values ($1, $2, $3, $4) on conflict (user_id, day) do nothing returning day',
        [userId, day, lz, new Date(now)],
      );
      if (inserted.length === 0) throw new UserError('server.tasks.alreadySigned');
      const balance = await credit(q, userId, toTenths(lz), { kind: KIND.signIn, ref: `sign:${day}`, at: now });
      return { lz_num: lz, balance };
    });
  }

  /** Credits a completed task's reward once (Activity/task_handle_sign). */
  async claim(userId: number, taskId: number): Promise<{ lz_num: number; balance: number }> {
    const now = this.config.now();
    const day = shanghaiDay(now);
    return this.db.tx(async (q) => {
      const claimed = await q.query<{ lz_num: string }>(
        `update task_progress p set claimed_at = $4 from tasks t
          where t.id = p.task_id and p.user_id = $1 and p.task_id = $2 and p.day = $3
            and p.completed_at is not null and p.claimed_at is null
        returning t.lz_num`,
        [userId, taskId, day, new Date(now)],
      );
      if (claimed.length === 0) {
        const [task] = await q.query('select 1 from tasks where id = $1', [taskId]);
        if (!task) throw new UserError('server.tasks.unknown');
        const [row] = await q.query<{ completed_at: Date | null; claimed_at: Date | null }>(
          'select completed_at, claimed_at from task_progress where user_id = $1 and task_id = $2 and day = $3',
          [userId, taskId, day],
        );
        throw new UserError(row?.claimed_at ? 'server.tasks.alreadyClaimed' : 'server.tasks.notComplete');
      }
      const lz = Number(claimed[0]!.lz_num);
      const balance = await credit(q, userId, toTenths(lz), { kind: KIND.taskReward, ref: `task:${taskId}`, at: now });
      return { lz_num: lz, balance };
    });
  }
}
