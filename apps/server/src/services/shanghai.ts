/** China keeps no daylight saving: Asia/Shanghai (Beijing time) is UTC+8 all year. */
export const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/**
 * The calendar date of an instant in Asia/Shanghai (the product's home market), so a day ends at
 * 00:00 Beijing time for every user wherever they are. Returns `YYYY-MM-DD`.
 */
export function shanghaiDay(now: number): string {
  return new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Beijing wall-clock time of an instant, `YYYY-MM-DD HH:mm` (issue 15: until when a kick lasts). */
export function beijingTime(at: number): string {
  return new Date(at + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
