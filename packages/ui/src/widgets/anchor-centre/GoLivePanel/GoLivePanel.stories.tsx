import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ingestFixture } from '../fixtures';
import { GoLivePanel } from './GoLivePanel';

const meta = {
  title: 'Widgets/AnchorCentre/GoLivePanel',
  component: GoLivePanel,
  args: {
    ingest: ingestFixture,
    live: false,
    roomHref: '/live/1001',
    onStart: fn(async () => undefined),
    onEnd: fn(async () => undefined),
    onResetKey: fn(async () => undefined),
    copy: fn(async (_text: string) => undefined),
  },
} satisfies Meta<typeof GoLivePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline, the key hidden. */
export const Offline: Story = {};
export const Loading: Story = { args: { ingest: null } };
/** Live, with viewers. */
export const Live: Story = { args: { live: true, viewers: 312 } };
/** A server without ingest: the push address says so, the key and the start button remain. */
export const NoIngest: Story = { args: { ingest: { pushUrl: '', streamKey: ingestFixture.streamKey }, onResetKey: undefined } };
/** Showing the key, then copying the push address: a "copied" status. */
export const ShowAndCopy: Story = {
  play: async ({ args }) => {
    const key = await screen.findByTestId('stream-key');
    await expect(key).not.toHaveTextContent(ingestFixture.streamKey);
    await userEvent.click(screen.getByRole('button', { name: /^(显示推流码|Show stream key|Hiện khóa luồng)$/ }));
    await expect(key).toHaveTextContent(ingestFixture.streamKey);
    await userEvent.click(screen.getByRole('button', { name: /^(复制推流地址|Copy push address|Sao chép địa chỉ đẩy luồng)$/ }));
    await expect(args.copy).toHaveBeenCalledWith(ingestFixture.pushUrl);
    await expect(await screen.findByRole('status')).toHaveTextContent(/已复制|Copied|Đã sao chép/);
  },
};
/** Resetting the key asks first; cancelling returns focus to the button and resets nothing. */
export const ResetCancelled: Story = {
  play: async ({ args }) => {
    const button = await screen.findByRole('button', { name: /^(重置推流码|Reset stream key|Đặt lại khóa luồng)$/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onResetKey).not.toHaveBeenCalled();
  },
};
/** Ending the broadcast after the confirmation. */
export const EndConfirmed: Story = {
  render: function Render(args) {
    const [live, setLive] = useState(true);
    return (
      <GoLivePanel
        {...args}
        live={live}
        onEnd={async () => {
          await args.onEnd();
          setLive(false);
        }}
      />
    );
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: /^(结束直播|End live|Kết thúc phát)$/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(结束直播|End live|Kết thúc phát)$/ }));
    await expect(args.onEnd).toHaveBeenCalled();
    await expect(await screen.findByRole('button', { name: /^(开始直播|Start live|Bắt đầu phát)$/ })).toBeVisible();
  },
};
/** The server refuses to start: its message. */
export const StartRefused: Story = {
  args: { onStart: fn(async () => Promise.reject(new Error('只有主播可以开播'))) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: /^(开始直播|Start live|Bắt đầu phát)$/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('只有主播可以开播');
  },
};
