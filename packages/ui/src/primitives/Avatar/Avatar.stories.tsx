import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Stack/Stack';
import { Avatar, avatarSizes } from './Avatar';

// A picture as a data URI: stories never touch the network.
const picture = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#2f6f4f"/><circle cx="20" cy="16" r="7" fill="#f1d3b3"/><path d="M6 40c2-9 8-13 14-13s12 4 14 13z" fill="#f1d3b3"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: '球场老王', size: 'large' },
  argTypes: { size: { control: 'select', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /球场老王/ })).toHaveTextContent('球');
  },
};

export const WithPicture: Story = { args: { src: picture } };

export const BrokenPicture: Story = { args: { src: 'data:image/png;base64,broken', name: 'Nguyễn Văn An' } };

export const LevelAndGuard: Story = { args: { src: picture, level: 12, guard: true } };

export const Sizes: Story = {
  render: (args) => (
    <Inline space="large">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} level={8} />
      ))}
    </Inline>
  ),
};

export const Names: Story = {
  render: () => (
    <Inline space="large">
      <Avatar name="球场老王" level={30} />
      <Avatar name="Nguyễn Văn An" guard />
      <Avatar name="Đạt" />
      <Avatar name="Arena Sports" level={1} />
    </Inline>
  ),
};

export const Playground: Story = { args: { level: 5 } };
