import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db/index';
import { UserError } from '../envelope';
import { levelOf } from '../format';
import { type Lang, langOf, t } from '../i18n/index';
import type { ImLimits } from '../security/limits-config';
import { checkImSignature } from '../services/crypto';
import { Conversations, type Fanout } from './conversations';
import { IM_GUARD_LIMITS, ImGuard, SESSION_REVOKED } from './guard';
import { colouredTextOf, customPayload, imagePayload, newMessage, textPayload } from './messages';
import { NoticePusher } from './notices';
import { PrivateSend, type Sender } from './private-send';
import {
  CHAT_GROUP_ID,
  type ConversationType,
  type CustomPayload,
  HORN_GROUP,
  type ImEvents,
  type ImMessage,
  LIMITS,
  type MessageType,
  ROOM_MESSAGE,
} from './protocol';
import { PrivateSendLimit, RetryLater } from './send-limit';
import { type Session, send, sendText, setVisitorProfile } from './session';
import { ImStore } from './store';

/** Guests have ids 10000000 + six digits (WIRE.md); registered users are below. */
export const isGuestId = (id: string) => /^\d+$/.test(id) && Number(id) >= 10_000_000;

/** Where the hub learns that login sessions ended (services/accounts.ts). */
export interface SessionWatch {
  /** Sessions this process revoked, told at once. */
  onRevoked(listener: (sessionIds: number[]) => void): () => void;
  /** Of these, the sessions still live (for the periodic re-check: other instances, expiry). */
  liveSessions(ids: number[]): Promise<Set<number>>;
}

interface Request {
  op: string;
  seq?: number;
  [key: string]: unknown;
}

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
  private sessionCheck: NodeJS.Timeout | undefined;
  private stopWatching: (() => void) | undefined;
  /** Sessions revoked in the last minute → when: a login whose check was under way then is refused. */
  private readonly revokedLately = new Map<number, number>();
  private readonly store: ImStore;
  /** Logged-in registered users' connections, by uid (private messages, receipts, notices). */
  private readonly byUid = new Map<number, Set<Session>>();
  /** Private conversations (issue 16): the read side, and sending. */
  readonly conversations: Conversations;
  readonly privateSend: PrivateSend;
  private readonly notices: NoticePusher;
  /** Connection caps, login deadline and budgets per user and address (issue 12). */
  readonly guard: ImGuard;

  constructor(
    db: Db,
    private readonly secret: string,
    private readonly now: () => number,
    private readonly log: { warn(obj: unknown, msg?: string): void },
    /** Absolute image URLs (WIRE.md), given by the caller so this module stays below the handlers. */
    private readonly absolute: (origin: string, path: string) => string,
    /** The origin of built URLs (src/origin.ts: PUBLIC_ORIGIN, else the request's). */
    private readonly originOf: (request: FastifyRequest) => string,
    /** The IM_* settings (config.im), and where revoked login sessions are learnt. */
    private readonly options: { limits?: ImLimits; sessions?: SessionWatch; noticeEveryMs?: number } = {},
  ) {
    this.store = new ImStore(db);
    const fanout: Fanout = {
      toUser: (uid, event, except) => this.toUser(uid, event, except),
      online: (uid) => (this.byUid.get(uid)?.size ?? 0) > 0,
    };
    this.conversations = new Conversations(db, this.store, absolute, fanout);
    const limits = options.limits ?? IM_GUARD_LIMITS;
    const privateLimit = new PrivateSendLimit(now, limits.privateBurst, 60 / limits.privatePerMinute);
    this.privateSend = new PrivateSend(db, this.store, privateLimit, fanout, now);
    this.notices = new NoticePusher(
      db,
      (uid, event) => {
        for (const s of this.byUid.get(uid) ?? []) send(s, event(s.lang));
      },
      (error) => this.log.warn({ err: error }, 'IM notice push failed'),
    );
    // Abuse budgets run on real time, not the test clock; a copy, so a test may change one hub's limits.
    this.guard = new ImGuard(Date.now, { ...(options.limits ?? IM_GUARD_LIMITS) });
  }

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
    this.watchSessions();
    app.addHook('onReady', async () => {
      await this.notices.start(this.options.noticeEveryMs ?? 2_000);
    });
    app.addHook('onClose', async () => {
      this.notices.stop();
      clearInterval(this.heartbeat);
      clearInterval(this.sessionCheck);
      this.stopWatching?.();
      for (const timer of this.countTimers.values()) clearTimeout(timer);
      for (const s of this.sessions) s.socket.terminate();
    });
  }

  /**
   * Issue 12: a revoked login session takes its sockets with it, not only future logins with its sig.
   * Revocations in this process arrive at once (Accounts.onRevoked); those made by another instance,
   * and sessions past their absolute or idle limit, are found by re-checking the open sockets' sessions
   * in the database every IM_SESSION_CHECK_MS (the IM hub has no cross-instance channel of its own).
   */
  private watchSessions() {
    const sessions = this.options.sessions;
    if (!sessions) return;
    this.stopWatching = sessions.onRevoked((ids) => this.closeSessions(new Set(ids)));
    const every = this.guard.limits.sessionCheckMs;
    if (!every) return;
    let running = false;
    this.sessionCheck = setInterval(() => {
      if (running) return;
      running = true;
      this.recheckSessions(sessions)
        .catch((error: unknown) => this.log.warn({ err: error }, 'IM session re-check failed'))
        .finally(() => {
          running = false;
        });
    }, every);
    this.sessionCheck.unref();
  }

  /** Closes the sockets whose login session is no longer live (revoked elsewhere, or expired). */
  async recheckSessions(sessions: SessionWatch | undefined = this.options.sessions) {
    if (!sessions) return;
    const ids = new Set<number>();
    for (const s of this.sessions) if (s.sessionId) ids.add(s.sessionId);
    if (ids.size === 0) return;
    const live = await sessions.liveSessions([...ids]);
    this.closeSessions(new Set([...ids].filter((id) => !live.has(id))));
  }

  /** Closes every socket logged in with one of these login sessions: close code 4001 "session revoked". */
  private closeSessions(ids: Set<number>) {
    if (ids.size === 0) return;
    const now = Date.now();
    for (const [id, at] of this.revokedLately) if (now - at > 60_000) this.revokedLately.delete(id);
    for (const id of ids) this.revokedLately.set(id, now);
    for (const s of [...this.sessions]) {
      if (!s.sessionId || !ids.has(s.sessionId)) continue;
      this.drop(s); // out of its rooms and counts now, before the close handshake ends
      this.unindex(s);
      s.userID = null;
      s.uid = null;
      s.sessionId = null;
      s.socket.close(SESSION_REVOKED, 'session revoked');
    }
  }

  // ── What the rest of the server calls ──

  /** Sends `event` to every connection of user `uid` (but `except`). */
  toUser(uid: number, event: unknown, except?: unknown) {
    const sessions = this.byUid.get(uid);
    if (!sessions) return;
    const frame = JSON.stringify(event);
    for (const s of sessions) if (s !== except) sendText(s, frame);
  }

  /** Issue 16: a chat group changed for these users (HTTP Group/* calls). */
  groupChanged(uids: readonly number[], groupID: string, change: ImEvents['group']['change']) {
    for (const uid of uids) this.toUser(uid, { op: 'group', data: { groupID, change } });
  }

  /** Issue 16: pushes notices written since the last look now (after a handler's transaction committed). */
  pushNotices(): Promise<void> {
    return this.notices.poke();
  }

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
    const message = newMessage(
      this.now(),
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
    if (!this.guard.admit(socket, request.ip)) return;
    const session: Session = {
      socket,
      userID: null,
      uid: null,
      nick: '',
      avatar: '',
      lang: langOf(request.headers),
      origin: this.originOf(request),
      groups: new Set(),
      tokens: LIMITS.burst,
      refilledAt: this.now(),
      alive: true,
      ip: request.ip,
      sessionId: null,
      maxBufferedBytes: this.guard.limits.maxBufferedBytes,
    };
    this.sessions.add(session);
    const deadline = this.guard.deadline(session);
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
            send(session, {
              op: 'result',
              seq: req.seq ?? null,
              code: error.code,
              msg: t(session.lang, error.id, error.params),
              // Issue 16: when a send refused by the per-user limit works again, for the client to show.
              ...(error instanceof RetryLater ? { retryAfter: error.retryAfter } : {}),
            });
          } else {
            this.log.warn({ err: error }, 'IM request failed');
            send(session, { op: 'result', seq: req.seq ?? null, code: 1, msg: t(session.lang, 'server.generic.failure') });
          }
        },
      );
    });
    for (const event of ['close', 'error'] as const) {
      socket.on(event, () => {
        clearTimeout(deadline);
        this.drop(session);
      });
    }
  }

  private index(s: Session) {
    if (s.uid === null) return;
    let set = this.byUid.get(s.uid);
    if (!set) {
      set = new Set();
      this.byUid.set(s.uid, set);
    }
    set.add(s);
  }

  private unindex(s: Session) {
    if (s.uid === null) return;
    const set = this.byUid.get(s.uid);
    set?.delete(s);
    if (set?.size === 0) this.byUid.delete(s.uid);
  }

  private drop(session: Session) {
    this.unindex(session);
    if (!this.sessions.delete(session)) return;
    this.guard.release(session, session.ip);
    for (const g of [...session.groups]) this.leave(session, g);
  }

  private async handle(s: Session, req: Request): Promise<unknown> {
    if (typeof req.lang === 'string' && ['zh', 'en', 'vi'].includes(req.lang)) s.lang = req.lang as Lang;
    this.guard.take(s, s.ip, req.op);
    switch (req.op) {
      case 'ping':
        send(s, { op: 'pong' });
        return null;
      case 'login':
        return this.login(s, String(req.userID ?? ''), String(req.userSig ?? ''));
      case 'logout':
        for (const g of [...s.groups]) this.leave(s, g);
        this.unindex(s);
        this.guard.loggedIn(s, s.userID, null);
        s.userID = null;
        s.uid = null;
        s.sessionId = null;
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
        return s.uid === null ? { conversationList: [] } : this.conversations.list(this.reader(s));
      case 'getMessageList':
        if (s.uid === null) throw new UserError('server.im.noSuchConversation');
        return this.conversations.history(
          this.reader(s),
          String(req.conversationID ?? ''),
          req.nextReqMessageID == null ? null : String(req.nextReqMessageID),
        );
      case 'setMessageRead':
        if (s.uid === null) throw new UserError('server.im.noSuchConversation');
        return this.conversations.markRead(this.reader(s), String(req.conversationID ?? ''));
      case 'sendMessage':
        return this.sendMessage(s, req);
      default:
        throw new UserError('server.im.unknownOp', { op: req.op.slice(0, 40) });
    }
  }

  private async login(s: Session, userID: string, userSig: string) {
    const session = /^\d{1,12}$/.test(userID) ? checkImSignature(this.secret, userID, userSig, this.now()) : null;
    if (session === null) throw new UserError('server.im.badSignature');
    // Issue 12: a registered user's sig lives only as long as the login session it names.
    if (!isGuestId(userID) && (session === 0 || !(await this.store.sessionLive(session, Number(userID)))))
      throw new UserError('server.im.badSignature');
    // While the database answered, the session may have been revoked (its sockets closed without this
    // one), or the socket closed (dropped, so counting it now would never be undone).
    if (this.revokedLately.has(session) || !this.sessions.has(s)) throw new UserError('server.im.badSignature');
    this.guard.login(s, userID);
    if (s.userID && s.userID !== userID) for (const g of [...s.groups]) this.leave(s, g);
    this.unindex(s);
    this.guard.loggedIn(s, s.userID, userID);
    s.userID = userID;
    s.sessionId = isGuestId(userID) ? null : session;
    if (isGuestId(userID)) {
      s.uid = null;
      s.nick = '';
      s.avatar = '';
    } else {
      const user = await this.store.user(Number(userID));
      if (!user) throw new UserError('server.im.badSignature');
      s.uid = user.id;
      s.nick = user.user_nickname;
      s.avatar = this.absolute(s.origin, user.avatar);
      this.index(s);
      // Issue 16: what was sent to the user while away has now reached them; the senders hear so. A
      // failure here costs receipts, not the login.
      await this.conversations.delivered(user.id).catch((error: unknown) => this.log.warn({ err: error }, 'IM delivery marks failed'));
    }
    return { userID, nick: s.nick, avatar: s.avatar, guest: s.uid === null };
  }

  private async room(groupID: string): Promise<number> {
    if (!/^\d{1,9}$/.test(groupID)) throw new UserError('server.im.noSuchGroup');
    const room = await this.store.roomUid(Number(groupID));
    if (room === undefined) throw new UserError('server.im.noSuchGroup');
    return room;
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
      if (await this.store.isKickedOut(roomUid, s.uid, new Date(this.now()))) throw new UserError('server.live.kickedOut');
      const who = await this.store.standing(s.uid, roomUid, new Date(this.now()));
      entry = {
        type: ROOM_MESSAGE.entry,
        uid: s.uid,
        user_nickname: s.nick,
        avatar: s.avatar,
        // Wealth level (issue 14): rooms announce high-level entries.
        level: levelOf(Number(who?.exp ?? 0)),
        is_noble: who?.is_noble ?? 0,
        is_guard: who?.tier_id ? 1 : 0,
        guard: who?.tier_id ? { id: who.tier_id, name: who.name, name_en: who.name_en, name_vi: who.name_vi, color: who.color } : null,
        // Issue 15: the room's fan-group badge the user wears, null when none.
        fan_group: (await this.store.fanGroup(roomUid, s.uid)) ?? null,
      };
    }
    const already = s.groups.has(groupID);
    this.enter(s, groupID);
    // Issue 15: broadcast records keep the peak audience.
    if (!already) void this.store.notePeak(roomUid, this.memberCount(groupID)).catch(() => undefined);
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
      const user = await this.store.profile(s.uid);
      if (user) {
        s.nick = user.user_nickname;
        s.avatar = this.absolute(s.origin, user.avatar);
      }
    } else {
      setVisitorProfile(s, req);
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
    // Issue 16: private conversations (a user, or a chat group `g<n>`) have their own rules and allowance.
    if (conversationType === 'C2C' || CHAT_GROUP_ID.test(to)) return this.sendPrivate(s, conversationType, to, type, payload);
    let clean: ImMessage['payload'];
    if (type === 'text') {
      clean = textPayload(payload, conversationType);
    } else if (type === 'image') {
      clean = imagePayload(payload);
    } else {
      // Clients may send only coloured text (101); gifts, entries, barrage and the rest come from the server.
      clean = await this.colouredText(s, to, conversationType, payload);
    }
    // A live room's group: room chat's allowance per connection, the room's mutes.
    this.takeToken(s);
    if (!s.groups.has(to)) throw new UserError('server.im.joinFirst');
    const roomUid = await this.room(to);
    if (await this.store.isMuted(roomUid, s.uid, new Date(this.now()))) throw new UserError('server.live.muted');
    const message = newMessage(this.now(), 'GROUP', String(s.uid), to, type, clean, s.nick, s.avatar);
    this.toGroup(to, message, s);
    return { ...message, flow: 'out' };
  }

  /** The connection's user as the conversation module reads for. */
  private reader(s: Session) {
    return { uid: s.uid!, origin: s.origin, connection: s };
  }

  /** A C2C or chat-group message: text (up to LIMITS.c2cText) or an image; custom messages are the rooms'. */
  private sendPrivate(s: Session, conversationType: ConversationType, to: string, type: MessageType, payload: Record<string, unknown>) {
    let clean: ImMessage['payload'];
    if (type === 'text') clean = textPayload(payload, 'C2C');
    else if (type === 'image') clean = imagePayload(payload);
    else throw new UserError('server.im.customNotAllowed');
    const sender: Sender = { uid: s.uid!, nick: s.nick, avatar: s.avatar, origin: s.origin, connection: s };
    return conversationType === 'C2C'
      ? this.privateSend.sendC2c(sender, to, type, clean)
      : this.privateSend.sendGroup(sender, to, type, clean);
  }

  /** 101 coloured text: the streamer, room administrators, guards and nobles (spec §6 speech privilege). */
  private async colouredText(
    s: Session,
    to: string,
    conversationType: ConversationType,
    payload: Record<string, unknown>,
  ): Promise<CustomPayload> {
    if (conversationType !== 'GROUP') throw new UserError('server.im.customNotAllowed');
    const { text, color } = colouredTextOf(payload);
    const roomUid = await this.room(to);
    if (!(await this.store.mayColour(s.uid!, roomUid, new Date(this.now())))) throw new UserError('server.im.colourPrivilege');
    return customPayload({ type: ROOM_MESSAGE.colouredText, text, color, uid: s.uid, user_nickname: s.nick, avatar: s.avatar });
  }

  private toGroup(groupID: string, message: ImMessage, except: Session | null) {
    const frame = JSON.stringify({ op: 'message', data: message });
    for (const member of this.groups.get(groupID) ?? []) if (member !== except) sendText(member, frame);
  }
}
