import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LiveAnnouncer, useAnnounce } from './LiveAnnouncer';

function GoalButton() {
  const announce = useAnnounce();
  let n = 0;
  return (
    <Button
      onClick={() => {
        n += 1;
        announce(`进球！曼城 ${n} : 0 热刺`);
      }}
    >
      进球 Goal
    </Button>
  );
}

const meta = {
  title: 'Primitives/LiveAnnouncer',
  component: LiveAnnouncer,
  args: { minInterval: 3000, children: null },
} satisfies Meta<typeof LiveAnnouncer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <LiveAnnouncer {...args}>
      <GoalButton />
    </LiveAnnouncer>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    // One polite region; rapid goals are coalesced instead of read three times.
    const region = screen.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('进球！曼城 1 : 0 热刺');
  },
};
