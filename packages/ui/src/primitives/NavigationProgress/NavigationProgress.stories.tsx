import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { NavigationProgress } from './NavigationProgress';

const meta = {
  title: 'Primitives/NavigationProgress',
  component: NavigationProgress,
  args: { active: true, value: 40 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

/** The app does not know how far along it is: a segment sweeps (still under reduced motion). */
export const Indeterminate: Story = { args: { value: undefined }, tags: ['no-visual'] };

export const Complete: Story = { args: { value: 100 } };

export const Inactive: Story = {
  args: { active: false },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).toBeNull();
  },
};

export const Playground: Story = {};
