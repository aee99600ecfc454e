/**
 * Ends nobility whose time ran out: the flag the horn, coloured-text and room-entry rules read goes
 * back to 0. Only users with a purchase record are touched (demo nobles from the seed have none).
 */
export async function sweepNobles(db: { query<T>(sql: string, params?: unknown[]): Promise<T[]> }, nowMs: number): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'update users u set is_noble = 0 from nobles n where n.user_id = u.id and u.is_noble = 1 and n.endtime <= $1 returning u.id',
    [new Date(nowMs)],
  );
  return rows.length;
}
