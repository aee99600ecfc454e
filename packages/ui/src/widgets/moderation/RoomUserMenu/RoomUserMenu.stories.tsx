import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RoomUserMenu } from './RoomUserMenu';

const status = { following: false, muted: false, assistant: false, streamer: false };

const meta = {
  title: 'Widgets/Moderation/RoomUserMenu',
  component: RoomUserMenu,
  args: {
    user: { uid: 1024, nick: '铁杆球迷阿强', level: 12 },
    role: 'viewer',
    loadStatus: fn(async () => status),
    onAction: fn(async () => undefined),
    onLogin: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 320, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof RoomUserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A viewer opens another viewer's card from the nick (a menu button): profile, follow, send message. */
export const Viewer: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /铁杆球迷阿强/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /私信|message|tin nhắn/i }));
    await expect(args.onAction).toHaveBeenCalledWith({ kind: 'message' });
  },
};
export const Guest: Story = { args: { loggedIn: false, defaultOpen: true } };
export const Self: Story = { args: { self: true, defaultOpen: true } };
/** An assistant may mute (a duration) and kick; not appoint. */
export const Assistant: Story = {
  args: { role: 'assistant' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /铁杆球迷阿强/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByRole('menuitem', { name: /房管|assistant|quản lý/i })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^(禁言|Mute|Cấm chat)/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /10 (分钟|minutes|phút)/ }));
    await expect(args.onAction).toHaveBeenCalledWith({ kind: 'mute', minutes: 10 });
  },
};
/** A muted user's card offers unmute instead of the durations. */
export const StreamerOnMuted: Story = {
  args: { role: 'streamer', defaultOpen: true, loadStatus: fn(async () => ({ ...status, muted: true, following: true })) },
};
/** Kicking asks "confirm?" first (spec §8). */
export const KickConfirm: Story = {
  args: { role: 'streamer' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /铁杆球迷阿强/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /踢出|Kick|Đuổi/ }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|确认|Confirm|OK|Xác nhận/i }));
    await expect(args.onAction).toHaveBeenCalledWith({ kind: 'kick' });
  },
};
/** The streamer on one of their assistants: remove assistant (confirmed). */
export const StreamerOnAssistant: Story = {
  args: { role: 'streamer', defaultOpen: true, loadStatus: fn(async () => ({ ...status, assistant: true })) },
};
