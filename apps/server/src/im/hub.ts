import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db/index';
import { UserError } from '../envelope';
import { type Lang, langOf, t } from '../i18n/index';
import { verifyImSignature } from '../services/crypto';
import {
  type ConversationType,
  type CustomPayload,
  HORN_GROUP,
  type ImagePayload,
  type ImMessage,
  LIMITS,
  type MessageType,
  ROOM_MESSAGE,
} from './protocol';

/** Guests have ids 10000000 + six digits (WIRE.md); registered users are below. */
export const isGuestId = (id: string) => /^\d+$/.test(id) && Number(id) >= 10_000_000;

interface Session {
  socket: WebSocket;
  userID: string | null;
  /** The users row id of a registered user; null for a guest. */
  uid: number | null;
  nick: string;
  avatar: string;
  lang: Lang;
  origin: string;
  groups: Set<string>;
  tokens: number;
  refilledAt: number;
  alive: boolean;
}

interface Request {
  op: string;
  seq?: number;
  [key: string]: unknown;
}

let counter = 0;
const messageId = (now: number) => `${now.toString(36)}-${(counter++).toString(36)}`;

/**
 * The local IM service: login with a signed userSig, AVChatRoom-like room groups (group id = the
 * streamer's uid), C2C conversations stored in the database, and room custom messages sent by the
 * server (gifts, barrage, red envelopes, horn). One process holds the groups in memory; several
 * instances would share them through Redis pub/sub (DESIGN.md), not built here.
 */
export class ImHub {
  private readonly sessions = new Set<Session>();
  private readonly groups = new Map<string, Set<Session>>();
  private readonly countTimers = new Map<string, NodeJS.Timeout>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly now: () => number,
    private readonly log: { warn(obj: unknown, msg?: string): void },
    /** Absolute image URLs (WIRE.md), given by the caller so this module stays below the handlers. */
    private readonly absolute: (origin: string, path: string) => string,
  ) {}

  register(app: FastifyInstance) {
    app.get('/im', { websocket: true }, (socket: WebSocket, request: FastifyRequest) => this.accept(socket, request));
    // Connections that stop answering pings are closed, so counts stay true.
    this.heartbeat = setInterval(() => {
      for (const s of this.sessions) {
        if (!s.alive) {
          s.socket.terminate();
          continue;
        }
        s.alive = false;
        s.socket.ping();
      }
    }, 30_000);
    this.heartbeat.unref();
    app.addHook('onClose', async () => {
      clearInterval(this.heartbeat);
      for (const timer of this.countTimers.values()) clearTimeout(timer);
      for (const s of this.sessions) s.socket.terminate();
    });
  }

  // ── What the rest of the server calls ──

  /** Distinct users in a room group. */
  memberCount(groupID: string): number {
    const members = this.groups.get(groupID);
    if (!members) return 0;
    return new Set([...members].map((s) => s.userID)).size;
  }

  /** A custom message from the server to every member of a room (`data` is WIRE.md's `{ type, … }`). */
  sendRoomCustom(
    groupID: string,
    data: Record<string, unknown> & { type: number },
    sender?: { uid: number; nick: string; avatar: string },
  ) {
    const message = this.message(
      'GROUP',
      sender ? String(sender.uid) : '@server',
      groupID,
      'custom',
      customPayload(data),
      sender?.nick ?? '',
      sender?.avatar ?? '',
    );
    this.toGroup(groupID, message, null);
    return message;
  }

  /** Tells a user's connections they were removed from a room, and takes them out of its group. */
  kickFromGroup(groupID: string, uid: number) {
    for (const s of this.groups.get(groupID) ?? []) {
      if (s.uid !== uid) continue;
      send(s, { op: 'kicked', data: { type: 'roomKickout', groupID } });
      this.leave(s, groupID);
    }
  }

  // ── Connections ──

  private accept(socket: WebSocket, request: FastifyRequest) {
    const session: Session = {
      socket,
      userID: null,
      uid: null,
      nick: '',
      avatar: '',
      lang: langOf(request.headers),
      origin: `${request.protocol}://${request.host}`,
      groups: new Set(),
      tokens: LIMITS.burst,
      refilledAt: this.now(),
      alive: true,
    };
    this.sessions.add(session);
    socket.on('pong', () => {
      session.alive = true;
    });
    socket.on('message', (raw) => {
      session.alive = true;
      let req: Request;
      try {
        req = JSON.parse(String(raw)) as Request;
        if (!req || typeof req.op !== 'string') throw new Error('no op');
      } catch {
        send(session, { op: 'result', seq: null, code: 1, msg: t(session.lang, 'server.im.badMessage') });
        return;
      }
      this.handle(session, req).then(
        (data) => {
          if (req.op !== 'ping') send(session, { op: 'result', seq: req.seq ?? null, code: 0, data: data ?? null });
        },
        (error: unknown) => {
          if (error instanceof UserError) {
            send(session, { op: 'result', seq: req.seq ?? null, code: error.code, msg: t(session.lang, error.id, error.params) });
          } else {
            this.log.warn({ err: error }, 'IM request failed');
            send(session, { op: 'result', seq: req.seq ?? null, code: 1, msg: t(session.lang, 'server.generic.failure') });
          }
        },
      );
    });
    socket.on('close', () => this.drop(session));
    socket.on('error', () => this.drop(session));
  }

  private drop(session: Session) {
    if (!this.sessions.delete(session)) return;
    for (const g of [...session.groups]) this.leave(session, g);
  }

  private async handle(s: Session, req: Request): Promise<unknown> {
    if (typeof req.lang === 'string' && ['zh', 'en', 'vi'].includes(req.lang)) s.lang = req.lang as Lang;
    switch (req.op) {
      case 'ping':
        send(s, { op: 'pong' });
        return null;
      case 'login':
        return this.login(s, String(req.userID ?? ''), String(req.userSig ?? ''));
      case 'logout':
        for (const g of [...s.groups]) this.leave(s, g);
        s.userID = null;
        s.uid = null;
        return null;
    }
    if (!s.userID) throw new UserError('server.im.loginFirst');
    switch (req.op) {
      case 'createGroup':
        return this.createGroup(s, String(req.groupID ?? ''));
      case 'joinGroup':
        return this.join(s, String(req.groupID ?? ''));
      case 'quitGroup':
        this.leave(s, String(req.groupID ?? ''));
        return null;
      case 'getOnlineMemberCount':
        return { memberCount: this.memberCount(String(req.groupID ?? '')) };
      case 'updateMyProfile':
        return this.updateProfile(s, req);
      case 'getConversationList':
        return this.conversations(s);
      case 'getMessageList':
        return this.history(s, String(req.conversationID ?? ''), req.nextReqMessageID == null ? null : String(req.nextReqMessageID));
      case 'setMessageRead':
        return this.markRead(s, String(req.conversationID ?? ''));
      case 'sendMessage':
        return this.sendMessage(s, req);
      default:
        throw new UserError('server.im.unknownOp', { op: req.op.slice(0, 40) });
    }
  }

  private async login(s: Session, userID: string, userSig: string) {
    if (!/^\d{1,12}$/.test(userID) || !verifyImSignature(this.secret, userID, userSig, this.now()))
      throw new UserError('server.im.badSignature');
    if (s.userID && s.userID !== userID) for (const g of [...s.groups]) this.leave(s, g);
    s.userID = userID;
    if (isGuestId(userID)) {
      s.uid = null;
      s.nick = '';
      s.avatar = '';
    } else {
      const [user] = await this.db.query<{ id: number; user_nickname: string; avatar: string }>(
        'select id, user_nickname, avatar from users where id = $1',
        [Number(userID)],
      );
      if (!user) throw new UserError('server.im.badSignature');
      s.uid = user.id;
      s.nick = user.user_nickname;
      s.avatar = this.absolute(s.origin, user.avatar);
    }
    return { userID, nick: s.nick, avatar: s.avatar, guest: s.uid === null };
  }

  private async room(groupID: string): Promise<number> {
    if (!/^\d{1,9}$/.test(groupID)) throw new UserError('server.im.noSuchGroup');
    const [room] = await this.db.query<{ uid: number }>('select uid from live_rooms where uid = $1', [Number(groupID)]);
    if (!room) throw new UserError('server.im.noSuchGroup');
    return room.uid;
  }

  /** Room groups exist for every streamer; a streamer "creates" (opens) only their own. */
  private async createGroup(s: Session, groupID: string) {
    if (s.uid === null || String(s.uid) !== groupID) throw new UserError('server.im.notYourGroup');
    await this.room(groupID);
    return { groupID };
  }

  private async join(s: Session, groupID: string) {
    if (groupID === HORN_GROUP) {
      this.enter(s, groupID);
      return { groupID, memberCount: this.memberCount(groupID) };
    }
    const roomUid = await this.room(groupID);
    let entry: Record<string, unknown> | null = null;
    if (s.uid !== null) {
      const [kicked] = await this.db.query('select 1 from room_kickouts where room_uid = $1 and uid = $2 and until > $3', [
        roomUid,
        s.uid,
        new Date(this.now()),
      ]);
      if (kicked) throw new UserError('server.live.kickedOut');
      const [who] = await this.db.query<{
        is_noble: number;
        tier_id: number | null;
        name: string | null;
        name_en: string | null;
        name_vi: string | null;
        color: string | null;
      }>(
        `select u.is_noble, g.tier_id, t.name, t.name_en, t.name_vi, t.color from users u
           left join guards g on g.user_id = u.id and g.anchor_id = $2 and g.endtime > $3
           left join guard_tiers t on t.id = g.tier_id
          where u.id = $1`,
        [s.uid, roomUid, new Date(this.now())],
      );
      entry = {
        type: ROOM_MESSAGE.entry,
        uid: s.uid,
        user_nickname: s.nick,
        avatar: s.avatar,
        is_noble: who?.is_noble ?? 0,
        is_guard: who?.tier_id ? 1 : 0,
        guard: who?.tier_id ? { id: who.tier_id, name: who.name, name_en: who.name_en, name_vi: who.name_vi, color: who.color } : null,
      };
    }
    const already = s.groups.has(groupID);
    this.enter(s, groupID);
    // spec §3 entry message (102): registered users only, once per join.
    if (entry && !already) this.sendRoomCustom(groupID, entry as { type: number }, { uid: s.uid!, nick: s.nick, avatar: s.avatar });
    return { groupID, memberCount: this.memberCount(groupID) };
  }

  private enter(s: Session, groupID: string) {
    let members = this.groups.get(groupID);
    if (!members) {
      members = new Set();
      this.groups.set(groupID, members);
    }
    members.add(s);
    s.groups.add(groupID);
    this.scheduleCount(groupID);
  }

  private leave(s: Session, groupID: string) {
    s.groups.delete(groupID);
    const members = this.groups.get(groupID);
    if (!members) return;
    members.delete(s);
    if (members.size === 0) this.groups.delete(groupID);
    this.scheduleCount(groupID);
  }

  /** Member counts are pushed at most every 2 s per room, so a busy door does not flood anyone. */
  private scheduleCount(groupID: string) {
    if (groupID === HORN_GROUP || this.countTimers.has(groupID)) return;
    const timer = setTimeout(() => {
      this.countTimers.delete(groupID);
      const event = { op: 'memberCount', data: { groupID, count: this.memberCount(groupID) } };
      for (const member of this.groups.get(groupID) ?? []) send(member, event);
    }, 2_000);
    timer.unref();
    this.countTimers.set(groupID, timer);
  }

  private async updateProfile(s: Session, req: Request) {
    if (s.uid !== null) {
      // A registered user's IM profile is their account's: re-read it (the client calls this after
      // changing the profile over HTTP, spec §4), never take a name from the socket.
      const [user] = await this.db.query<{ user_nickname: string; avatar: string }>(
        'select user_nickname, avatar from users where id = $1',
        [s.uid],
      );
      if (user) {
        s.nick = user.user_nickname;
        s.avatar = this.absolute(s.origin, user.avatar);
      }
    } else {
      if (req.nick !== undefined) {
        const nick = String(req.nick).trim();
        if ([...nick].length > LIMITS.nick || [...nick].some((c) => c.charCodeAt(0) < 32))
          throw new UserError('server.im.badNick', { limit: LIMITS.nick });
        s.nick = nick;
      }
      if (req.avatar !== undefined) {
        const avatar = String(req.avatar);
        if (avatar && !/^(https?:\/\/|\/)[^\s"'<>]*$/.test(avatar)) throw new UserError('server.profile.avatarUrl');
        s.avatar = avatar;
      }
    }
    return { userID: s.userID, nick: s.nick, avatar: s.avatar };
  }

  private takeToken(s: Session) {
    const now = this.now();
    s.tokens = Math.min(LIMITS.burst, s.tokens + ((now - s.refilledAt) / 1000) * LIMITS.refillPerSecond);
    s.refilledAt = now;
    if (s.tokens < 1) throw new UserError('server.im.tooFast');
    s.tokens -= 1;
  }

  private async sendMessage(s: Session, req: Request): Promise<ImMessage> {
    const conversationType = req.conversationType === 'C2C' ? 'C2C' : req.conversationType === 'GROUP' ? 'GROUP' : null;
    const type = req.type as MessageType;
    const to = String(req.to ?? '');
    if (!conversationType || !['text', 'image', 'custom'].includes(type)) throw new UserError('server.im.badMessage');
    // spec §6: visitors watch and read; chatting needs an account.
    if (s.uid === null) throw new UserError('server.im.loginToChat');
    const payload = req.payload as Record<string, unknown> | undefined;
    if (!payload || typeof payload !== 'object') throw new UserError('server.im.badMessage');
    let clean: ImMessage['payload'];
    if (type === 'text') {
      const text = String(payload.text ?? '').trim();
      const limit = conversationType === 'GROUP' ? LIMITS.groupText : LIMITS.c2cText;
      if (!text) throw new UserError('server.im.emptyText');
      if ([...text].length > limit) throw new UserError('server.im.tooLong', { limit });
      clean = { text };
    } else if (type === 'image') {
      clean = imagePayload(payload);
    } else {
      // Clients may send only coloured text (101); gifts, entries, barrage and the rest come from the server.
      clean = await this.colouredText(s, to, conversationType, payload);
    }
    this.takeToken(s);
    if (conversationType === 'GROUP') {
      if (!s.groups.has(to)) throw new UserError('server.im.joinFirst');
      const roomUid = await this.room(to);
      const [muted] = await this.db.query('select 1 from room_mutes where room_uid = $1 and uid = $2 and until > $3', [
        roomUid,
        s.uid,
        new Date(this.now()),
      ]);
      if (muted) throw new UserError('server.live.muted');
      const message = this.message('GROUP', String(s.uid), to, type, clean, s.nick, s.avatar);
      this.toGroup(to, message, s);
      return { ...message, flow: 'out' };
    }
    if (!/^\d{1,9}$/.test(to) || Number(to) === s.uid) throw new UserError('server.im.noSuchUser');
    const [peer] = await this.db.query('select 1 from users where id = $1', [Number(to)]);
    if (!peer) throw new UserError('server.im.noSuchUser');
    const now = this.now();
    const [row] = await this.db.query<{ id: string }>(
      'insert into im_messages (sender, receiver, type, payload, created_at) values ($1, $2, $3, $4, $5) returning id',
      [String(s.uid), to, type, JSON.stringify(clean), now],
    );
    const base = { ...this.message('C2C', String(s.uid), to, type, clean, s.nick, s.avatar), ID: String(row!.id) };
    for (const other of this.sessions) {
      if (other === s) continue;
      if (other.uid === Number(to)) send(other, { op: 'message', data: { ...base, conversationID: `C2C${s.uid}`, flow: 'in' } });
      else if (other.uid === s.uid)
        send(other, { op: 'message', data: { ...base, conversationID: `C2C${to}`, flow: 'out', isRead: true } });
    }
    return { ...base, conversationID: `C2C${to}`, flow: 'out', isRead: true };
  }

  /** 101 coloured text: the streamer, room administrators, guards and nobles (spec §6 speech privilege). */
  private async colouredText(
    s: Session,
    to: string,
    conversationType: ConversationType,
    payload: Record<string, unknown>,
  ): Promise<CustomPayload> {
    if (conversationType !== 'GROUP') throw new UserError('server.im.customNotAllowed');
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(String(payload.data ?? '')) as Record<string, unknown>;
    } catch {
      throw new UserError('server.im.badMessage');
    }
    if (Number(data?.type) !== ROOM_MESSAGE.colouredText) throw new UserError('server.im.customNotAllowed');
    const text = String(data.text ?? '').trim();
    const color = String(data.color ?? '');
    if (!text) throw new UserError('server.im.emptyText');
    if ([...text].length > LIMITS.groupText) throw new UserError('server.im.tooLong', { limit: LIMITS.groupText });
    if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw new UserError('server.im.badColour');
    const roomUid = await this.room(to);
    const [allowed] = await this.db.query(
      `select 1 from users u where u.id = $1 and (u.id = $2 or u.is_noble = 1
         or exists (select 1 from room_admins a where a.room_uid = $2 and a.uid = u.id)
         or exists (select 1 from guards g where g.anchor_id = $2 and g.user_id = u.id and g.endtime > $3))`,
      [s.uid, roomUid, new Date(this.now())],
    );
    if (!allowed) throw new UserError('server.im.colourPrivilege');
    return customPayload({ type: ROOM_MESSAGE.colouredText, text, color, uid: s.uid, user_nickname: s.nick, avatar: s.avatar });
  }

  private message(
    conversationType: ConversationType,
    from: string,
    to: string,
    type: MessageType,
    payload: ImMessage['payload'],
    nick: string,
    avatar: string,
  ): ImMessage {
    const now = this.now();
    return {
      ID: messageId(now),
      conversationID: `${conversationType}${conversationType === 'GROUP' ? to : from}`,
      conversationType,
      from,
      to,
      time: Math.floor(now / 1000),
      type,
      payload,
      nick,
      avatar,
      flow: 'in',
      isRead: false,
    };
  }

  private toGroup(groupID: string, message: ImMessage, except: Session | null) {
    const frame = JSON.stringify({ op: 'message', data: message });
    for (const member of this.groups.get(groupID) ?? []) if (member !== except && member.socket.readyState === 1) member.socket.send(frame);
  }

  // ── C2C history ──

  private peerOf(s: Session, conversationID: string): string {
    const peer = /^C2C(\d{1,9})$/.exec(conversationID)?.[1];
    if (!peer || s.uid === null) throw new UserError('server.im.noSuchConversation');
    return peer;
  }

  private async conversations(s: Session) {
    if (s.uid === null) return { conversationList: [] };
    const me = String(s.uid);
    const last = await this.db.query<{
      peer: string;
      id: string;
      sender: string;
      receiver: string;
      type: MessageType;
      payload: ImMessage['payload'];
      created_at: string;
    }>(
      `select distinct on (peer) peer, id, sender, receiver, type, payload, created_at from (
         select case when sender = $1 then receiver else sender end as peer, * from im_messages where sender = $1 or receiver = $1
       ) m order by peer, id desc`,
      [me],
    );
    const unread = await this.db.query<{ peer: string; n: number }>(
      `select m.sender as peer, count(*)::int as n from im_messages m left join im_reads r on r.owner = $1 and r.peer = m.sender
        where m.receiver = $1 and m.id > coalesce(r.last_read_id, 0) group by m.sender`,
      [me],
    );
    const profiles = await this.profiles(
      s,
      last.map((r) => r.peer),
    );
    const unreadOf = new Map(unread.map((u) => [u.peer, u.n]));
    const list = last
      .sort((a, b) => Number(b.id) - Number(a.id))
      .map((r) => ({
        conversationID: `C2C${r.peer}`,
        type: 'C2C' as const,
        unreadCount: unreadOf.get(r.peer) ?? 0,
        userProfile: { userID: r.peer, ...(profiles.get(r.peer) ?? { nick: '', avatar: '' }) },
        lastMessage: this.stored(s, r, profiles),
      }));
    return { conversationList: list };
  }

  private async history(s: Session, conversationID: string, before: string | null) {
    const peer = this.peerOf(s, conversationID);
    if (before !== null && !/^\d{1,18}$/.test(before)) throw new UserError('server.im.badMessage');
    const me = String(s.uid);
    const rows = await this.db.query<{
      id: string;
      sender: string;
      receiver: string;
      type: MessageType;
      payload: ImMessage['payload'];
      created_at: string;
    }>(
      `select id, sender, receiver, type, payload, created_at from im_messages
        where ((sender = $1 and receiver = $2) or (sender = $2 and receiver = $1)) and ($3::bigint is null or id < $3::bigint)
        order by id desc limit ${LIMITS.historyPage + 1}`,
      [me, peer, before],
    );
    const page = rows.slice(0, LIMITS.historyPage).reverse();
    const [read] = await this.db.query<{ last_read_id: string }>('select last_read_id from im_reads where owner = $1 and peer = $2', [
      me,
      peer,
    ]);
    const profiles = await this.profiles(s, [me, peer]);
    return {
      messageList: page.map((r) => this.stored(s, r, profiles, Number(read?.last_read_id ?? 0))),
      nextReqMessageID: page[0]?.id ?? '',
      isCompleted: rows.length <= LIMITS.historyPage,
    };
  }

  private async markRead(s: Session, conversationID: string) {
    const peer = this.peerOf(s, conversationID);
    await this.db.query(
      `insert into im_reads (owner, peer, last_read_id)
         values ($1, $2, coalesce((select max(id) from im_messages where sender = $2 and receiver = $1), 0))
       on conflict (owner, peer) do update set last_read_id = greatest(im_reads.last_read_id, excluded.last_read_id)`,
      [String(s.uid), peer],
    );
    return null;
  }

  private async profiles(s: Session, ids: string[]) {
    const numeric = [...new Set(ids)].filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    const rows = numeric.length
      ? await this.db.query<{ id: number; user_nickname: string; avatar: string }>(
          'select id, user_nickname, avatar from users where id = any($1::int[])',
          [numeric],
        )
      : [];
    return new Map(rows.map((r) => [String(r.id), { nick: r.user_nickname, avatar: this.absolute(s.origin, r.avatar) }]));
  }

  private stored(
    s: Session,
    r: { id: string; sender: string; receiver: string; type: MessageType; payload: ImMessage['payload']; created_at: string },
    profiles: Map<string, { nick: string; avatar: string }>,
    lastRead = Number.POSITIVE_INFINITY,
  ): ImMessage {
    const mine = r.sender === String(s.uid);
    const sender = profiles.get(r.sender);
    return {
      ID: String(r.id),
      conversationID: `C2C${mine ? r.receiver : r.sender}`,
      conversationType: 'C2C',
      from: r.sender,
      to: r.receiver,
      time: Math.floor(Number(r.created_at) / 1000),
      type: r.type,
      payload: r.payload,
      nick: sender?.nick ?? '',
      avatar: sender?.avatar ?? '',
      flow: mine ? 'out' : 'in',
      isRead: mine || Number(r.id) <= lastRead,
    };
  }
}

function send(s: Session, event: unknown) {
  if (s.socket.readyState === 1) s.socket.send(JSON.stringify(event));
}

export function customPayload(data: Record<string, unknown>): CustomPayload {
  return { data: JSON.stringify(data), description: '', extension: '' };
}

function imagePayload(payload: Record<string, unknown>): ImagePayload {
  const url = String(payload.url ?? '');
  const width = Number(payload.width);
  const height = Number(payload.height);
  // Images are uploaded elsewhere (cloud storage); a message only points at one.
  if (!/^(https?:\/\/|\/)[^\s"'<>]{1,1000}$/.test(url) || !(width > 0 && width <= 10_000) || !(height > 0 && height <= 10_000)) {
    throw new UserError('server.im.badImage');
  }
  return { url, width: Math.round(width), height: Math.round(height) };
}
