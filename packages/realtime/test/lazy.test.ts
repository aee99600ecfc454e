import { describe, expect, it } from 'vitest';
import { Emitter } from '../src/im/emitter';
import { LazyImClient } from '../src/im/lazy';
import type { ImClient, ImEvents } from '../src/im/types';

// The facade loads its driver on the first call: handlers given before that must still hear events,
// and a failed load (a chunk that could not be fetched) must not stick.

function fakeDriver(calls: string[]): ImClient & { emit<E extends keyof ImEvents>(e: E, p: ImEvents[E]): void } {
  const events = new Emitter();
  const log =
    (name: string) =>
    async (..._a: unknown[]) => {
      calls.push(name);
      return undefined as never;
    };
  return {
    driver: 'local',
    login: log('login'),
    logout: log('logout'),
    createGroup: log('createGroup'),
    joinGroup: async (g: string) => {
      calls.push(`join ${g}`);
      return { memberCount: 2 };
    },
    quitGroup: log('quitGroup'),
    getOnlineMemberCount: log('count'),
    updateMyProfile: log('profile'),
    getConversationList: log('conversations'),
    getMessageList: log('messages'),
    setMessageRead: log('read'),
    sendTextMessage: log('text'),
    sendImageMessage: log('image'),
    sendCustomMessage: log('custom'),
    on: (e, h) => events.on(e, h),
    emit: (e, p) => events.emit(e, p),
  };
}

describe('LazyImClient', () => {
  it('given a handler added before the driver loads → it hears the driver once loaded; an unsubscribed one does not', async () => {
    const calls: string[] = [];
    const driver = fakeDriver(calls);
    let loads = 0;
    const client = new LazyImClient('local', async () => {
      loads += 1;
      return driver;
    });
    const heard: number[] = [];
    const gone: number[] = [];
    client.on('memberCount', (e) => heard.push(e.count));
    const off = client.on('memberCount', (e) => gone.push(e.count));
    off();
    expect(loads).toBe(0); // nothing loads for a subscription alone
    expect(await client.joinGroup('8')).toEqual({ memberCount: 2 });
    await client.login('1', 'sig');
    expect(loads).toBe(1);
    driver.emit('memberCount', { groupID: '8', count: 5 });
    expect(heard).toEqual([5]);
    expect(gone).toEqual([]);
    expect(calls).toEqual(['join 8', 'login']);
  });

  it('given nothing loaded → logout and quitGroup do not load the driver', async () => {
    let loads = 0;
    const client = new LazyImClient('local', async () => {
      loads += 1;
      return fakeDriver([]);
    });
    await client.logout();
    await client.quitGroup('8');
    expect(loads).toBe(0);
  });

  it('given the first load fails → the next call loads again', async () => {
    let attempt = 0;
    const client = new LazyImClient('local', async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed');
      return fakeDriver([]);
    });
    await expect(client.login('1', 's')).rejects.toThrow('chunk failed');
    await expect(client.joinGroup('8')).resolves.toEqual({ memberCount: 2 });
    expect(attempt).toBe(2);
  });
});
