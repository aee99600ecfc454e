import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import zh from '../i18n/zh.json';
import { ChatPane, HIGH_LEVEL_ENTRY } from './ChatPane';
import { tokenizeChat } from './emoji';

const emojis = [{ emojiName: '[微笑]', url: '/emoji/smile.png' }];

describe('room chat text', () => {
  it('given a known emoji name in brackets → it becomes an emoji part; unknown names stay text', () => {
    expect(tokenizeChat('hi[微笑]and[未知]', emojis)).toEqual([
      { kind: 'text', text: 'hi' },
      { kind: 'emoji', name: '[微笑]', url: '/emoji/smile.png' },
      { kind: 'text', text: 'and[未知]' },
    ]);
  });

  it('given user text that looks like HTML → it shows as text and no element is created from it', () => {
    const evil = '<img src=x onerror="window.__pwned=1"><b>bold</b>[微笑]';
    const { container } = render(
      <IntlProvider locale="zh" messages={zh}>
        <ChatPane lines={[{ id: '1', kind: 'text', nick: '<i>nick</i>', text: evil }]} emojis={emojis} />
      </IntlProvider>,
    );
    expect(screen.getByText('<img src=x onerror="window.__pwned=1"><b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('<i>nick</i>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('i')).toBeNull();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe('/emoji/smile.png');
    expect(images[0]!.getAttribute('width')).toBe('20');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('sending before the room group is joined', () => {
  it('given the room is still connecting → send is disabled with the reason as its description, and Enter sends nothing', async () => {
    const onSend = vi.fn(async () => undefined);
    const { user, rerender } = renderWithProviders(<ChatPane lines={[]} onSend={onSend} connection="connecting" />);
    await user.type(screen.getByRole('textbox', { name: '弹幕内容' }), '主队加油{Enter}');
    const send = screen.getByRole('button', { name: '发送' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('正在连接直播间…');
    expect(onSend).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    // → when the group is joined, the kept draft can be sent.
    rerender(<ChatPane lines={[]} onSend={onSend} connection="joined" />);
    expect(screen.getByRole('button', { name: '发送' })).toBeEnabled();
    expect(screen.queryByText('正在连接直播间…')).toBeNull();
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(onSend).toHaveBeenCalledWith('主队加油');
  });

  it('given the join failed → send stays disabled and says to reload', () => {
    renderWithProviders(<ChatPane lines={[]} onSend={vi.fn()} connection="failed" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAccessibleDescription(
      'Could not join the room chat. Reload the page to try again.',
    );
  });
});

describe('entry lines with a wealth level', () => {
  it('given a high-level entry → a welcome line with the level, read out; an ordinary entry stays out of the live region', async () => {
    renderWithProviders(
      <ChatPane
        lines={[
          { id: '1', kind: 'entry', nick: '小白', level: HIGH_LEVEL_ENTRY - 1 },
          { id: '2', kind: 'entry', nick: '<b>铁杆球迷阿强</b>', level: 12 },
        ]}
      />,
    );
    const log = screen.getByRole('list', { name: '聊天消息' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    // Only the welcome is in the accessibility tree (and so announced); its level is spoken in full.
    const [welcome, ...others] = within(log).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(welcome).toHaveTextContent('Lv 12 欢迎 <b>铁杆球迷阿强</b> 进入直播间');
    expect(within(welcome!).getByRole('img', { name: '等级 12' })).toBeInTheDocument();
    expect(welcome!.querySelector('b')).toBeNull();
    // The ordinary entry is still on screen, with its badge, without the welcome wording.
    const quiet = screen.getByText('小白 进入直播间').closest('li')!;
    expect(quiet).toHaveAttribute('aria-hidden', 'true');
    expect(quiet).toHaveTextContent(`Lv ${HIGH_LEVEL_ENTRY - 1} 小白 进入直播间`);
    expect(await axeViolations()).toEqual([]);
  });

  it('given an entry from a server without levels → the plain line, no badge', () => {
    renderWithProviders(<ChatPane lines={[{ id: '1', kind: 'entry', nick: 'Hùng' }]} />, { locale: 'vi' });
    const line = screen.getByText('Hùng đã vào phòng').closest('li')!;
    expect(line).toHaveTextContent(/^Hùng đã vào phòng$/);
  });
});
