import type { Db } from '../db/index';
import { UserError } from '../envelope';

// Issue 15: the streamer's broadcast settings (anchor centre): title, cover, category, bound match and
// announcement. One transaction under the room's row lock; an open broadcast record takes the new
// title, cover, category and match too, so the records and the playback list say what was on air.

export interface SettingsChange {
  title?: string;
  /** A stored upload path (`/uploads/<key>`), checked by the caller. */
  thumb?: string;
  type?: number;
  /** 0 unbinds the match. */
  matchId?: number;
  announcement?: string;
}

export interface SettingsRow {
  title: string;
  thumb: string;
  type: number;
  match_id: number | null;
  announcement: string;
  islive: number;
}

/** Applies the change (absent fields keep their value); the room's settings after it, or code 1 without a room. */
export async function changeSettings(db: Db, uid: number, change: SettingsChange): Promise<SettingsRow> {
  return db.tx(async (q) => {
    const [room] = await q.query<SettingsRow>(
      `update live_rooms set title = coalesce($2, title), thumb = coalesce($3, thumb), type = coalesce($4, type),
              match_id = case when $5::int is null then match_id when $5::int = 0 then null else $5::int end,
              announcement = coalesce($6, announcement)
        where uid = $1 returning title, thumb, type, match_id, announcement, islive`,
      [uid, change.title ?? null, change.thumb ?? null, change.type ?? null, change.matchId ?? null, change.announcement ?? null],
    );
    if (!room) throw new UserError('server.live.noSuchRoom');
    await q.query(
      'update live_broadcasts set title = $2, thumb = $3, type = $4, match_id = $5 where uid = $1 and endtime is null',
      [uid, room.title, room.thumb, room.type, room.match_id],
    );
    return room;
  });
}

export async function settingsOf(db: Db, uid: number): Promise<SettingsRow | undefined> {
  const [room] = await db.query<SettingsRow>('select title, thumb, type, match_id, announcement, islive from live_rooms where uid = $1', [
    uid,
  ]);
  return room;
}
