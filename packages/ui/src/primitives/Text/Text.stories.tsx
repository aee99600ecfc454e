import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Heading, Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: '曼城 2 : 1 热刺 · Hà Nội FC gặp Hoàng Anh Gia Lai' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'select', options: textWeights },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size} as="p" />
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {textTones
        .filter((t) => t !== 'inverse')
        .map((tone) => (
          <Text key={tone} {...args} tone={tone} as="p">{`${tone}: ${String(args.children)}`}</Text>
        ))}
    </Stack>
  ),
};

export const Truncated: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <Text {...args} truncate as="div" />
    </div>
  ),
};

export const Numeric: Story = { args: { numeric: true, children: "1.85 3.40 4.20 · 90+4'" } };

export const Headings: Story = {
  render: () => (
    <Stack space="small">
      <Heading level={1}>今日热门比赛 Today’s matches</Heading>
      <Heading level={2}>Trận đấu nổi bật hôm nay</Heading>
      <Heading level={3}>英超 Premier League</Heading>
      <Heading level={4}>Ngoại hạng Anh</Heading>
    </Stack>
  ),
};

export const Playground: Story = {};
