import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Stack/Stack';
import { Badge, badgeTones, EmptyState, ErrorState, LevelBadge, LiveBadge } from './Feedback';

const meta = {
  title: 'Primitives/Feedback',
  component: Badge,
  args: { children: '推荐 Hot', tone: 'neutral' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Badges: Story = {
  render: () => (
    <Inline space="small">
      <LiveBadge />
      <LevelBadge level={12} />
      <Badge tone="positive">已关注 Followed</Badge>
      <Badge>推荐 Hot</Badge>
    </Inline>
  ),
};

export const Empty: Story = { render: () => <EmptyState /> };

export const EmptyWithAction: Story = {
  render: () => (
    <EmptyState
      title="还没有关注的主播"
      description="Follow a streamer to see them here · Theo dõi để xem tại đây"
      action={<Button variant="soft">去看看 Browse</Button>}
    />
  ),
};

export const ErrorWithRetry: StoryObj<typeof ErrorState> = {
  render: (args) => <ErrorState {...args} />,
  args: { message: '网络连接失败，请检查网络后重试 · Mất kết nối mạng', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};
