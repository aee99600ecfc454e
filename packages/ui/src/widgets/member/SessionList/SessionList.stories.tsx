import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sessionsFixture } from '../fixtures';
import { SessionList } from './SessionList';

const ALL = /^(退出所有设备|Sign out everywhere|Đăng xuất mọi nơi)$/;

const meta = {
  title: 'Widgets/Member/SessionList',
  component: SessionList,
  args: { sessions: sessionsFixture, onSignOut: fn(async (_id: number) => undefined), onSignOutAll: fn(async () => undefined) },
} satisfies Meta<typeof SessionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This computer (marked), a phone, and an old session whose device is unknown. */
export const Default: Story = {};
export const Loading: Story = { args: { sessions: null } };
export const OnlyThisDevice: Story = { args: { sessions: sessionsFixture.slice(0, 1) } };
/** Signing out the phone: a confirmation, then the outcome; focus goes to the list's heading as the row leaves. */
export const SignOutOne: Story = {
  render: function Render(args) {
    const [sessions, setSessions] = useState(args.sessions ?? []);
    return (
      <SessionList
        {...args}
        sessions={sessions}
        onSignOut={async (id) => {
          await args.onSignOut(id);
          setSessions((all) => all.filter((s) => s.id !== id));
        }}
      />
    );
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /Safari 17/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(退出登录|Sign out|Đăng xuất)$/ }));
    await expect(args.onSignOut).toHaveBeenCalledWith(40);
    await waitFor(() => expect(screen.getByRole('heading', { name: /登录设备|Signed-in devices|Thiết bị đang đăng nhập/ })).toHaveFocus());
    await expect(screen.getByRole('status')).toHaveTextContent(/已退出|signed out|Đã đăng xuất/);
  },
};
export const SignOutRefused: Story = {
  args: { onSignOut: fn(async (_id: number) => Promise.reject(new Error('该登录已失效或不属于你，请刷新列表'))) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /Safari 17/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^(退出登录|Sign out|Đăng xuất)$/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('刷新列表');
  },
};
/** "Sign out everywhere" asks first; cancelling returns focus to the button. */
export const SignOutAllCancelled: Story = {
  play: async ({ args }) => {
    const button = await screen.findByRole('button', { name: ALL });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onSignOutAll).not.toHaveBeenCalled();
  },
};
