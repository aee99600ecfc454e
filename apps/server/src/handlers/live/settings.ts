import { Answer, UserError } from '../../envelope';
import { absolute } from '../../format';
import type { Lang } from '../../i18n/index';
import { ROOM_MESSAGE } from '../../im/protocol';
import { matchInfo, roomRow, toLiveRoom } from '../../live/rooms';
import { changeSettings, type SettingsChange, type SettingsRow, settingsOf } from '../../live/settings';
import { requireOwnUpload } from '../../services/upload-refs';
import type { Handlers, RequestContext, UserRow } from '../types';
import { requireAnchor } from './shared';

// Issue 15: the anchor centre's broadcast settings. Title (Live_streaming/setTitle), cover, category and
// bound match (updateLive, setLiveInfo), announcement (setLiveInfo; Live/setPlacard too), read back by
// Live/getLiveSettings. Viewers in the room hear the change at once (IM room messages 123 and 124).

interface Fields {
  title?: string;
  thumb?: string;
  type?: number;
  match_id?: number;
  announcement?: string;
}

/** Checks what the streamer sent and turns it into a change of their room's settings. */
async function toChange(ctx: RequestContext, me: UserRow, fields: Fields): Promise<SettingsChange> {
  const change: SettingsChange = {};
  if (fields.title !== undefined) {
    change.title = fields.title.trim();
    if (!change.title) throw new UserError('server.live.titleBlank');
  }
  // Spec §5: the cover is a png or jpg under 5 MB, which the upload store guarantees for its files.
  if (fields.thumb !== undefined) change.thumb = await requireOwnUpload(ctx.services.db, me.id, fields.thumb, 'server.live.coverUpload');
  if (fields.announcement !== undefined) {
    change.announcement = fields.announcement.trim();
    if ([...change.announcement].length > 50) throw new UserError('server.live.placardTooLong');
  }
  change.type = fields.type;
  if (fields.match_id !== undefined && fields.match_id > 0) {
    const match = await matchInfo(ctx.services.db, fields.match_id, ctx.lang);
    if (!match) throw new UserError('server.live.noSuchMatch');
    if (match.finished) throw new UserError('server.live.matchOver');
    const type = fields.type ?? (await settingsOf(ctx.services.db, me.id))?.type;
    if (type !== undefined && type !== 2 && match.sport !== type) throw new UserError('server.live.matchSport');
  }
  change.matchId = fields.match_id;
  return change;
}

async function toSettings(row: SettingsRow, origin: string, lang: Lang, db: RequestContext['services']['db']) {
  const match = row.match_id ? await matchInfo(db, row.match_id, lang) : undefined;
  return {
    title: row.title,
    thumb: absolute(origin, row.thumb),
    type: row.type,
    match_id: row.match_id ?? 0,
    match: match
      ? { match_id: row.match_id!, name: match.name, home_name: match.home_name, away_name: match.away_name, match_time: match.match_time }
      : null,
    announcement: row.announcement,
    islive: row.islive,
  };
}

/** Saves the change and tells the room's viewers what they see changed. */
async function apply(ctx: RequestContext, me: UserRow, fields: Fields): Promise<SettingsRow> {
  const before = await settingsOf(ctx.services.db, me.id);
  if (!before) throw new UserError('server.live.noSuchRoom');
  const after = await changeSettings(ctx.services.db, me.id, await toChange(ctx, me, fields));
  const im = ctx.services.live.im;
  if (after.title !== before.title || after.thumb !== before.thumb || after.type !== before.type || after.match_id !== before.match_id) {
    im.sendRoomCustom(String(me.id), {
      type: ROOM_MESSAGE.roomInfo,
      uid: me.id,
      title: after.title,
      thumb: absolute(ctx.origin, after.thumb),
      category: after.type,
      match_id: after.match_id ?? 0,
    });
  }
  if (after.announcement !== before.announcement) {
    im.sendRoomCustom(String(me.id), { type: ROOM_MESSAGE.announcement, uid: me.id, announcement: after.announcement });
  }
  return after;
}

export const settingsHandlers: Handlers = {
  async live_getLiveSettings(ctx) {
    const me = requireAnchor(ctx.user);
    const row = await settingsOf(ctx.services.db, me.id);
    if (!row) throw new UserError('server.live.noSuchRoom');
    return toSettings(row, ctx.origin, ctx.lang, ctx.services.db);
  },

  async liveStreaming_setTitle(ctx) {
    const me = requireAnchor(ctx.user);
    await apply(ctx, me, { title: ctx.input.title });
    return new Answer(null, 'server.live.settingsSaved');
  },

  /** Title, cover, category and match; answers the room as the live lists show it. */
  async liveStreaming_updateLive(ctx) {
    const me = requireAnchor(ctx.user);
    const { title, thumb, type, match_id } = ctx.input;
    await apply(ctx, me, { title, thumb, type, match_id });
    const { db, live } = ctx.services;
    return new Answer(toLiveRoom((await roomRow(db, me.id))!, ctx.origin, ctx.lang, live.im.memberCount(String(me.id))), 'server.live.settingsSaved');
  },

  async liveStreaming_setLiveInfo(ctx) {
    const me = requireAnchor(ctx.user);
    const { title, thumb, type, match_id, announcement } = ctx.input;
    const after = await apply(ctx, me, { title, thumb, type, match_id, announcement });
    return new Answer(await toSettings(after, ctx.origin, ctx.lang, ctx.services.db), 'server.live.settingsSaved');
  },
};
