import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewFixture } from '../fixtures';
import { H2hList } from './H2hList';

const meta = {
  title: 'Widgets/Foresight/H2hList',
  component: H2hList,
  args: { meetings: previewFixture.h2h, names: { 8201: 'Arsenal', 8204: 'Chelsea' } },
} satisfies Meta<typeof H2hList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last meetings, latest first, either venue. */
export const Default: Story = {};
/** Two teams that have not met. */
export const Empty: Story = { args: { meetings: [] } };
