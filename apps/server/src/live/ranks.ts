import { SHANGHAI_OFFSET_MS } from '../services/shanghai';

const DAY_MS = 86_400_000;
/** Ranks count days and weeks in China time (UTC+8), weeks from Monday. */
export function dayStart(nowMs: number) {
  return Math.floor((nowMs + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
}
export function weekStart(nowMs: number) {
  const day = Math.floor((nowMs + SHANGHAI_OFFSET_MS) / DAY_MS);
  return dayStart(nowMs) - ((day + 3) % 7) * DAY_MS; // 1970-01-01 was a Thursday
}
