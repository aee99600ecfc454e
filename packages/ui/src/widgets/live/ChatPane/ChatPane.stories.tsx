import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { emojiFixture } from '../fixtures';
import { ChatPane, HIGH_LEVEL_ENTRY } from './ChatPane';

const lines = [
  { id: '1', kind: 'entry' as const, nick: '铁杆球迷阿强' },
  { id: '2', kind: 'text' as const, nick: '铁杆球迷阿强', text: '好球！[微笑][微笑]' },
  { id: '3', kind: 'text' as const, nick: 'Nguyễn Văn Hùng', text: 'Vào rồi!!! Quá đẹp [666]' },
  { id: '4', kind: 'gift' as const, nick: '小白', giftName: '跑车', num: 1 },
  { id: '5', kind: 'text' as const, nick: 'Hacker', text: '<img src=x onerror=alert(1)> stays text' },
  { id: '6', kind: 'text' as const, nick: '彩色弹幕', text: '金色的祝福', color: '#b7791f' },
];

const meta = {
  title: 'Widgets/Live/ChatPane',
  component: ChatPane,
  args: { lines, emojis: emojiFixture, online: 1287, onSend: fn(async () => undefined), onLogin: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{<Story />}</div>],
} satisfies Meta<typeof ChatPane>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<img src=x onerror=alert(1)> stays text')).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: '[微笑]' })).toHaveLength(2);
  },
};
export const Empty: Story = { args: { lines: [] } };
export const Guest: Story = { args: { loggedIn: false } };
export const Sending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '主队加油');
    await userEvent.click(canvas.getByRole('button', { name: /发送|Send|Gửi/ }));
    await expect(args.onSend).toHaveBeenCalledWith('主队加油');
  },
};
export const SendRefused: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('发言太快了，请 2 秒后再试'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '刷屏');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('alert')).toHaveTextContent('发言太快了');
  },
};
/** Until the room group is joined the sender would not see its own line (no local echo): send waits. */
export const Connecting: Story = {
  args: { connection: 'connecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '主队加油');
    const send = canvas.getByRole('button', { name: /发送|Send|Gửi/ });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(/正在连接|Connecting|Đang kết nối/);
  },
};
export const JoinFailed: Story = { args: { connection: 'failed' } };
/** A viewer kicked out of the room comes back: the join is refused and the server's reason shows (issue 15). */
export const JoinRefusedKicked: Story = { args: { connection: 'failed', refusal: '你已被踢出该直播间' } };
/** A muted viewer's send is refused with the reason (issue 15). */
export const SendRefusedMuted: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('你已被禁言'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '我要说话');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('alert')).toHaveTextContent('你已被禁言');
  },
};
/** Senders' nicks as menu buttons (issue 15's user menu) and fan-group badges before members' nicks. */
export const WithUserMenuAndBadges: Story = {
  args: {
    lines: [
      { id: '1', kind: 'text', nick: '铁杆球迷阿强', uid: 11, badge: '强哥粉丝团', text: '好球！[微笑]' },
      { id: '2', kind: 'text', nick: 'Nguyễn Văn Hùng', uid: 12, text: 'Vào rồi!!!' },
      { id: '3', kind: 'text', nick: 'tourist_8f2a', text: '游客发言' },
    ],
    renderNick: (line) =>
      line.uid ? (
        <button type="button" aria-haspopup="menu" style={{ all: 'unset', cursor: 'pointer', textDecoration: 'underline' }}>
          {line.nick}
        </button>
      ) : null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '铁杆球迷阿强' })).toHaveAttribute('aria-haspopup', 'menu');
    await expect(canvas.queryByRole('button', { name: 'tourist_8f2a' })).toBeNull();
    await expect(canvas.getByText('强哥粉丝团')).toBeInTheDocument();
  },
};
/** Entries with the viewer's wealth level beside the name (IM 102 `level`); below HIGH_LEVEL_ENTRY they stay quiet. */
export const EntryWithLevel: Story = {
  args: {
    lines: [
      { id: '1', kind: 'entry', nick: '小白', level: 3 },
      { id: '2', kind: 'text', nick: '铁杆球迷阿强', text: '好球！[微笑]' },
      { id: '3', kind: 'entry', nick: 'Nguyễn Văn Hùng', level: HIGH_LEVEL_ENTRY - 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/小白/).closest('li')).toHaveAttribute('aria-hidden', 'true');
  },
};
/** From HIGH_LEVEL_ENTRY an entry is a highlighted welcome, worded as one and read out politely. */
export const HighLevelEntry: Story = {
  args: {
    lines: [
      { id: '1', kind: 'entry', nick: '小白', level: 3 },
      { id: '2', kind: 'entry', nick: '铁杆球迷阿强', level: 12 },
      { id: '3', kind: 'text', nick: 'Nguyễn Văn Hùng', text: 'Vào rồi!!! Quá đẹp [666]' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /12/ }).closest('li')).toHaveTextContent(/铁杆球迷阿强/);
  },
};
