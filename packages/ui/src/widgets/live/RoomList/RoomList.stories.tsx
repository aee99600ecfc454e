import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { roomsFixture } from '../fixtures';
import { RoomList } from './RoomList';

const meta = {
  title: 'Widgets/Live/RoomList',
  component: RoomList,
  args: { rooms: roomsFixture, hrefOf: (r) => `/live?uid=${r.uid}`, onNavigate: fn() },
} satisfies Meta<typeof RoomList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { rooms: null } };
export const Empty: Story = { args: { rooms: [] } };
