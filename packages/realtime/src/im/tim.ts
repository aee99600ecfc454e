import { Emitter } from './emitter';
import {
  type ConversationType,
  type CustomPayload,
  HISTORY_PAGE,
  type ImClient,
  type ImConversation,
  ImError,
  type ImMessage,
  type ImProfile,
  type MessagePage,
} from './types';

// The `tim` driver: Tencent Cloud Chat through tim-js-sdk 2.27.6. Only the parts of the SDK used here
// are declared, so a fake shaped like the SDK can stand in for it in a unit test (the service itself
// cannot be reached from tests).

/** A message as tim-js-sdk gives it. */
export interface TimMessage {
  ID: string;
  conversationID: string;
  conversationType: string;
  from: string;
  to: string;
  time: number;
  type: string;
  payload: Record<string, unknown>;
  nick?: string;
  avatar?: string;
  flow: string;
  isRead?: boolean;
  /** C2C, own messages: the peer read it (tim-js-sdk's read receipt). */
  isPeerRead?: boolean;
}

interface TimResponse<T> {
  code: number;
  data: T;
}

/** The SDK instance (`TIM.create({ SDKAppID })`), the calls this driver makes. */
/** tim-js-sdk's TIM.TYPES is one enum of string and number members. */
type TimEnum = string | number;

export interface TimSdk {
  login(options: { userID: string; userSig: string }): Promise<unknown>;
  logout(): Promise<unknown>;
  on(event: string, handler: (event: { data: unknown }) => void): void;
  off(event: string, handler: (event: { data: unknown }) => void): void;
  createGroup(options: { type: TimEnum; name: string; groupID?: string }): Promise<unknown>;
  joinGroup(options: { groupID: string; type?: TimEnum }): Promise<TimResponse<{ status: string }>>;
  quitGroup(groupID: string): Promise<unknown>;
  getGroupOnlineMemberCount(groupID: string): Promise<TimResponse<{ memberCount: number }>>;
  updateMyProfile(options: { nick?: string; avatar?: string }): Promise<unknown>;
  getConversationList(): Promise<TimResponse<{ conversationList: TimConversation[] }>>;
  getMessageList(options: {
    conversationID: string;
    nextReqMessageID?: string;
    count?: number;
  }): Promise<TimResponse<{ messageList: TimMessage[]; nextReqMessageID: string; isCompleted: boolean }>>;
  setMessageRead(options: { conversationID: string }): Promise<unknown>;
  createTextMessage(options: { to: string; conversationType: TimEnum; payload: { text: string } }): unknown;
  createImageMessage(options: { to: string; conversationType: TimEnum; payload: { file: unknown } }): unknown;
  createCustomMessage(options: { to: string; conversationType: TimEnum; payload: CustomPayload }): unknown;
  sendMessage(message: unknown): Promise<TimResponse<{ message: TimMessage }>>;
}

interface TimConversation {
  conversationID: string;
  type: string;
  unreadCount: number;
  userProfile?: { userID: string; nick?: string; avatar?: string };
  groupProfile?: { groupID: string; name?: string; avatar?: string; type: string; ownerID?: string; memberCount?: number };
  lastMessage?: { lastTime: number; fromAccount?: string; type: string; payload: Record<string, unknown> };
}

/** The module's default export: `create`, and the constants the driver needs. */
export interface TimModule {
  create(options: { SDKAppID: number }): TimSdk;
  EVENT: { MESSAGE_RECEIVED: string; MESSAGE_READ_BY_PEER: string; KICKED_OUT: string; NET_STATE_CHANGE: string; SDK_READY: string };
  TYPES: {
    CONV_C2C: string;
    CONV_GROUP: string;
    GRP_AVCHATROOM: string;
    GRP_WORK: string;
    GRP_PUBLIC: string;
    MSG_TEXT: string;
    MSG_IMAGE: string;
    MSG_CUSTOM: string;
    KICKED_OUT_MULT_ACCOUNT: string;
    KICKED_OUT_USERSIG_EXPIRED: string;
    NET_STATE_CONNECTED: string;
    NET_STATE_CONNECTING: string;
    NET_STATE_DISCONNECTED: string;
  };
}

export interface TimImOptions {
  sdkAppId: number;
  /** Loads the SDK; a dynamic import by default, so tim-js-sdk is never in an initial bundle. */
  load?: () => Promise<TimModule>;
  /** Milliseconds to wait for SDK_READY after login. */
  readyTimeoutMs?: number;
}

const defaultLoad = async (): Promise<TimModule> => {
  const mod = (await import('tim-js-sdk')) as unknown as { default?: TimModule } & TimModule;
  return mod.default ?? mod;
};

function fail(error: unknown): never {
  const e = error as { code?: number; message?: string };
  throw new ImError(typeof e?.code === 'number' ? e.code : 1, e?.message ?? String(error));
}

export class TimImClient implements ImClient {
  readonly driver = 'tim' as const;
  private readonly events = new Emitter();
  private loaded: Promise<{ TIM: TimModule; sdk: TimSdk }> | null = null;
  private userID = '';

  constructor(private readonly options: TimImOptions) {}

  on: ImClient['on'] = (event, handler) => this.events.on(event, handler);

  private sdk(): Promise<{ TIM: TimModule; sdk: TimSdk }> {
    this.loaded ??= (this.options.load ?? defaultLoad)().then((TIM) => {
      const sdk = TIM.create({ SDKAppID: this.options.sdkAppId });
      sdk.on(TIM.EVENT.MESSAGE_RECEIVED, (event) => {
        for (const m of event.data as TimMessage[]) this.events.emit('message', this.toMessage(TIM, m));
      });
      // Issue 16: the peer read the user's C2C messages — a read receipt up to the latest of them.
      sdk.on(TIM.EVENT.MESSAGE_READ_BY_PEER, (event) => {
        const read = event.data as TimMessage[];
        const last = read.at(-1);
        if (last) this.events.emit('receipt', { conversationID: last.conversationID, state: 'read', upTo: last.ID });
      });
      sdk.on(TIM.EVENT.KICKED_OUT, (event) => {
        const type = (event.data as { type: string }).type;
        this.events.emit('kicked', {
          type:
            type === TIM.TYPES.KICKED_OUT_MULT_ACCOUNT
              ? 'multipleAccount'
              : type === TIM.TYPES.KICKED_OUT_USERSIG_EXPIRED
                ? 'userSigExpired'
                : type,
        });
      });
      sdk.on(TIM.EVENT.NET_STATE_CHANGE, (event) => {
        const state = (event.data as { state: string }).state;
        this.events.emit('connection', {
          state:
            state === TIM.TYPES.NET_STATE_CONNECTED
              ? 'connected'
              : state === TIM.TYPES.NET_STATE_CONNECTING
                ? 'reconnecting'
                : 'disconnected',
        });
      });
      return { TIM, sdk };
    });
    return this.loaded;
  }

  async login(userID: string, userSig: string): Promise<ImProfile> {
    const { TIM, sdk } = await this.sdk();
    this.events.emit('connection', { state: 'connecting' });
    // Calls that need the session must wait for SDK_READY (tim-js-sdk's rule).
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ImError(-2, 'Tencent Cloud Chat did not become ready in time')),
        this.options.readyTimeoutMs ?? 15_000,
      );
      const onReady = () => {
        clearTimeout(timer);
        sdk.off(TIM.EVENT.SDK_READY, onReady);
        resolve();
      };
      sdk.on(TIM.EVENT.SDK_READY, onReady);
    });
    await sdk.login({ userID, userSig }).catch(fail);
    await ready;
    this.userID = userID;
    this.events.emit('connection', { state: 'connected' });
    return { userID, nick: '', avatar: '' };
  }

  async logout(): Promise<void> {
    const { sdk } = await this.sdk();
    await sdk.logout().catch(fail);
    this.events.emit('connection', { state: 'disconnected' });
  }

  async createGroup(groupID: string, name = groupID): Promise<void> {
    const { TIM, sdk } = await this.sdk();
    await sdk.createGroup({ type: TIM.TYPES.GRP_AVCHATROOM, name, groupID }).catch(fail);
  }

  async joinGroup(groupID: string): Promise<{ memberCount: number }> {
    const { TIM, sdk } = await this.sdk();
    await sdk.joinGroup({ groupID, type: TIM.TYPES.GRP_AVCHATROOM }).catch(fail);
    return { memberCount: await this.getOnlineMemberCount(groupID) };
  }

  async quitGroup(groupID: string): Promise<void> {
    const { sdk } = await this.sdk();
    await sdk.quitGroup(groupID).catch(fail);
  }

  async getOnlineMemberCount(groupID: string): Promise<number> {
    const { sdk } = await this.sdk();
    return (await sdk.getGroupOnlineMemberCount(groupID).catch(fail)).data.memberCount;
  }

  async updateMyProfile(profile: { nick?: string; avatar?: string }): Promise<void> {
    const { sdk } = await this.sdk();
    await sdk.updateMyProfile(profile).catch(fail);
  }

  async getConversationList(): Promise<ImConversation[]> {
    const { TIM, sdk } = await this.sdk();
    const list = (await sdk.getConversationList().catch(fail)).data.conversationList;
    // Private conversations: C2C, and chat groups (Work / Public, issue 16); live rooms are not listed.
    const chatGroup = (c: TimConversation) =>
      c.type === TIM.TYPES.CONV_GROUP && (c.groupProfile?.type === TIM.TYPES.GRP_WORK || c.groupProfile?.type === TIM.TYPES.GRP_PUBLIC);
    return list
      .filter((c) => c.type === TIM.TYPES.CONV_C2C || chatGroup(c))
      .map((c): ImConversation => {
        const group = c.type === TIM.TYPES.CONV_GROUP;
        const last = c.lastMessage;
        return {
          conversationID: c.conversationID,
          type: group ? 'GROUP' : 'C2C',
          unreadCount: c.unreadCount,
          ...(group
            ? {
                groupProfile: {
                  groupID: c.groupProfile!.groupID,
                  name: c.groupProfile!.name ?? '',
                  avatar: c.groupProfile!.avatar ?? '',
                  type: c.groupProfile!.type === TIM.TYPES.GRP_PUBLIC ? 'Public' : 'Work',
                  ownerID: c.groupProfile!.ownerID ?? '',
                  memberCount: c.groupProfile!.memberCount ?? 0,
                  isMember: true,
                  destroyed: false,
                },
              }
            : {
                userProfile: {
                  userID: c.userProfile?.userID ?? c.conversationID.replace(/^C2C/, ''),
                  nick: c.userProfile?.nick ?? '',
                  avatar: c.userProfile?.avatar ?? '',
                },
              }),
          ...(last
            ? {
                lastMessage: this.toMessage(TIM, {
                  ID: '',
                  conversationID: c.conversationID,
                  conversationType: group ? TIM.TYPES.CONV_GROUP : TIM.TYPES.CONV_C2C,
                  from: last.fromAccount ?? '',
                  to: '',
                  time: last.lastTime,
                  type: last.type,
                  payload: last.payload,
                  flow: last.fromAccount === this.userID ? 'out' : 'in',
                  isRead: c.unreadCount === 0,
                }),
              }
            : {}),
        };
      });
  }

  async getMessageList(conversationID: string, nextReqMessageID?: string): Promise<MessagePage> {
    const { TIM, sdk } = await this.sdk();
    const res = await sdk
      .getMessageList({ conversationID, count: HISTORY_PAGE, ...(nextReqMessageID ? { nextReqMessageID } : {}) })
      .catch(fail);
    return {
      messageList: res.data.messageList.map((m) => this.toMessage(TIM, m)),
      nextReqMessageID: res.data.nextReqMessageID,
      isCompleted: res.data.isCompleted,
    };
  }

  async setMessageRead(conversationID: string): Promise<void> {
    const { sdk } = await this.sdk();
    await sdk.setMessageRead({ conversationID }).catch(fail);
  }

  async sendTextMessage(to: string, text: string, conversationType: ConversationType = 'C2C'): Promise<ImMessage> {
    const { TIM, sdk } = await this.sdk();
    return this.sendBuilt(
      TIM,
      sdk,
      sdk.createTextMessage({ to, conversationType: this.convType(TIM, conversationType), payload: { text } }),
    );
  }

  async sendImageMessage(to: string, image: { file?: unknown }, conversationType: ConversationType = 'C2C'): Promise<ImMessage> {
    if (!image.file) throw new ImError(1, 'The tim driver uploads an image file: give file');
    const { TIM, sdk } = await this.sdk();
    return this.sendBuilt(
      TIM,
      sdk,
      sdk.createImageMessage({ to, conversationType: this.convType(TIM, conversationType), payload: { file: image.file } }),
    );
  }

  async sendCustomMessage(to: string, data: Record<string, unknown>, conversationType: ConversationType = 'GROUP'): Promise<ImMessage> {
    const { TIM, sdk } = await this.sdk();
    return this.sendBuilt(
      TIM,
      sdk,
      sdk.createCustomMessage({
        to,
        conversationType: this.convType(TIM, conversationType),
        payload: { data: JSON.stringify(data), description: '', extension: '' },
      }),
    );
  }

  private convType(TIM: TimModule, type: ConversationType) {
    return type === 'GROUP' ? TIM.TYPES.CONV_GROUP : TIM.TYPES.CONV_C2C;
  }

  private async sendBuilt(TIM: TimModule, sdk: TimSdk, message: unknown): Promise<ImMessage> {
    const res = await sdk.sendMessage(message).catch(fail);
    return this.toMessage(TIM, res.data.message);
  }

  /** tim-js-sdk's message → the facade's (same field names; element types and image payloads differ). */
  private toMessage(TIM: TimModule, m: TimMessage): ImMessage {
    const type = m.type === TIM.TYPES.MSG_TEXT ? 'text' : m.type === TIM.TYPES.MSG_IMAGE ? 'image' : 'custom';
    let payload: ImMessage['payload'];
    if (type === 'text') payload = { text: String(m.payload.text ?? '') };
    else if (type === 'image') {
      // imageInfoArray: original, big, thumbnail; show the big one.
      const infos = (m.payload.imageInfoArray as { url: string; width: number; height: number }[] | undefined) ?? [];
      const best = infos[1] ?? infos[0];
      payload = { url: best?.url ?? '', width: best?.width ?? 0, height: best?.height ?? 0 };
    } else
      payload = {
        data: String(m.payload.data ?? ''),
        description: String(m.payload.description ?? ''),
        extension: String(m.payload.extension ?? ''),
      };
    return {
      ID: m.ID,
      conversationID: m.conversationID,
      conversationType: m.conversationType === TIM.TYPES.CONV_GROUP ? 'GROUP' : 'C2C',
      from: m.from,
      to: m.to,
      time: m.time,
      type,
      payload,
      nick: m.nick ?? '',
      avatar: m.avatar ?? '',
      flow: m.flow === 'out' ? 'out' : 'in',
      isRead: m.isRead ?? m.flow === 'out',
      // Tencent tells when a C2C peer read a message, not when it reached them: sent, then read.
      ...(m.flow === 'out' ? { delivery: m.isPeerRead ? ('read' as const) : ('sent' as const) } : {}),
    };
  }
}
