import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const notify = vi.fn();
vi.mock('../session/notices', () => ({ notify: (...args: unknown[]) => notify(...args) }));

const { applySpend, session } = await import('../session/store');
const { useLevelUp } = await import('./useLevelUp');

function Watcher() {
  useLevelUp();
  return null;
}

async function mount() {
  const root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      createElement(IntlProvider, { locale: 'zh', messages: { 'app.session.levelUp': '恭喜升级到 {level} 级' } }, createElement(Watcher)),
    ),
  );
  return root;
}

const flush = () => act(async () => await Promise.resolve());

describe('useLevelUp (issue 14)', () => {
  afterEach(() => {
    notify.mockClear();
    session.user = null;
  });

  it('given a spend that raises the level → says so once, with the new level', async () => {
    session.user = { id: 7, user_nickname: 'n', avatar: '', balance: 500, exp: 95, level: 1 } as never;
    const root = await mount();
    applySpend({ balance: 480, exp: 115, level: 2 });
    await flush();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('恭喜升级到 2 级', 'positive');
    applySpend({ balance: 470, exp: 125, level: 2 });
    await flush();
    expect(notify).toHaveBeenCalledTimes(1);
    root.unmount();
  });

  it('given a login or a switch of account at a higher level → nothing to say', async () => {
    const root = await mount();
    session.user = { id: 7, user_nickname: 'n', avatar: '', balance: 0, exp: 950, level: 10 } as never;
    await flush();
    session.user = { id: 8, user_nickname: 'm', avatar: '', balance: 0, exp: 2000, level: 21 } as never;
    await flush();
    expect(notify).not.toHaveBeenCalled();
    root.unmount();
  });
});
