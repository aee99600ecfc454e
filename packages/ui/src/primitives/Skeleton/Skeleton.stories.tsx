import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Stack } from '../Stack/Stack';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'select', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }} aria-busy="true">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The shape of a match row while the scores load. */
export const MatchRow: Story = {
  render: () => (
    <Stack space="medium">
      {[0, 1, 2].map((i) => (
        <Inline key={i} space="medium" alignY="center">
          <Skeleton shape="circle" width={28} />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
          <Skeleton shape="rect" width={48} height={24} />
        </Inline>
      ))}
    </Stack>
  ),
};

export const Card: Story = {
  render: () => (
    <Stack space="small">
      <Skeleton shape="rect" height={180} />
      <Inline space="small">
        <Skeleton shape="circle" width={36} />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} />
        </div>
      </Inline>
    </Stack>
  ),
};

export const Playground: Story = {};
