import type { ImClient, ImEventName, ImEvents, Unsubscribe } from './types';

interface Subscription {
  event: ImEventName;
  handler: (payload: never) => void;
  off?: Unsubscribe;
}

/**
 * An IM client whose driver code loads on the first call (login, join, send…), so a page that only
 * might chat does not carry the driver in its first script. Handlers given to `on` before the driver
 * has loaded are attached as soon as it has.
 */
export class LazyImClient implements ImClient {
  private client: ImClient | null = null;
  private loading: Promise<ImClient> | null = null;
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    readonly driver: 'local' | 'tim',
    private readonly load: () => Promise<ImClient>,
  ) {}

  private ready(): Promise<ImClient> {
    this.loading ??= this.load().then(
      (client) => {
        this.client = client;
        for (const s of this.subscriptions) s.off ??= client.on(s.event, s.handler as (payload: ImEvents[ImEventName]) => void);
        return client;
      },
      (error: unknown) => {
        this.loading = null; // a failed chunk load (offline) is tried again on the next call
        throw error;
      },
    );
    return this.loading;
  }

  on<E extends ImEventName>(event: E, handler: (payload: ImEvents[E]) => void): Unsubscribe {
    const s: Subscription = { event, handler: handler as (payload: never) => void, off: this.client?.on(event, handler) };
    this.subscriptions.add(s);
    return () => {
      this.subscriptions.delete(s);
      s.off?.();
    };
  }

  login: ImClient['login'] = (...a) => this.ready().then((c) => c.login(...a));
  // Never loaded means never logged in or joined: nothing to undo.
  logout: ImClient['logout'] = () => (this.loading ? this.loading.then((c) => c.logout()) : Promise.resolve());
  createGroup: ImClient['createGroup'] = (...a) => this.ready().then((c) => c.createGroup(...a));
  joinGroup: ImClient['joinGroup'] = (...a) => this.ready().then((c) => c.joinGroup(...a));
  quitGroup: ImClient['quitGroup'] = (...a) => (this.loading ? this.loading.then((c) => c.quitGroup(...a)) : Promise.resolve());
  getOnlineMemberCount: ImClient['getOnlineMemberCount'] = (...a) => this.ready().then((c) => c.getOnlineMemberCount(...a));
  updateMyProfile: ImClient['updateMyProfile'] = (...a) => this.ready().then((c) => c.updateMyProfile(...a));
  getConversationList: ImClient['getConversationList'] = () => this.ready().then((c) => c.getConversationList());
  getMessageList: ImClient['getMessageList'] = (...a) => this.ready().then((c) => c.getMessageList(...a));
  setMessageRead: ImClient['setMessageRead'] = (...a) => this.ready().then((c) => c.setMessageRead(...a));
  sendTextMessage: ImClient['sendTextMessage'] = (...a) => this.ready().then((c) => c.sendTextMessage(...a));
  sendImageMessage: ImClient['sendImageMessage'] = (...a) => this.ready().then((c) => c.sendImageMessage(...a));
  sendCustomMessage: ImClient['sendCustomMessage'] = (...a) => this.ready().then((c) => c.sendCustomMessage(...a));
}
