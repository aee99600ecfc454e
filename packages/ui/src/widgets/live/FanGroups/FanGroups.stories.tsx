import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FanGroups } from './FanGroups';

const groups = [
  { id: 'g3', name: '老王的球迷团', members: 1280, badge: '老王球迷', joined: false },
  { id: 'g4', name: 'Night Owls EPL', members: 36, badge: 'Owls', joined: true },
];

const meta = {
  title: 'Widgets/Live/FanGroups',
  component: FanGroups,
  args: { groups, onJoin: fn(async () => undefined), onOpen: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FanGroups>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A group to join and one the viewer is in (its chat opens). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /老王的球迷团/ }));
    await expect(args.onJoin).toHaveBeenCalledWith('g3');
    await userEvent.click(canvas.getByRole('button', { name: /Night Owls EPL/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('g4');
  },
};
/** A visitor: joining asks to log in first. */
export const LoggedOut: Story = { args: { onJoin: undefined, onOpen: undefined, onLogin: fn() } };
/** The server refused the join: its reason shows. */
export const JoinRefused: Story = {
  args: { onJoin: fn(async () => Promise.reject(new Error('该群人数已满'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /老王的球迷团/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('该群人数已满');
  },
};
export const Loading: Story = { args: { groups: null } };
export const Empty: Story = { args: { groups: [] } };
export const LoadFailed: Story = { args: { groups: null, error: '网络不可用，请稍后重试' } };
