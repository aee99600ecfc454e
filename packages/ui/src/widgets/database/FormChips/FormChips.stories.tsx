import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormChips } from './FormChips';

const meta = {
  title: 'Widgets/Database/FormChips',
  component: FormChips,
  args: { form: ['W', 'W', 'D', 'L', 'W'], label: 'Arsenal' },
} satisfies Meta<typeof FormChips>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last five results, oldest first: a letter in the reader's language, colour, and the sequence in words for screen readers. */
export const Default: Story = {};
/** Basketball has no draws. */
export const Basketball: Story = { args: { form: ['W', 'L', 'L', 'W', 'W'] } };
/** A season two rounds old. */
export const Short: Story = { args: { form: ['L', 'W'] } };
/** No finished match yet. */
export const Empty: Story = { args: { form: [] } };
/** Without a team name (a player's single result). */
export const Unlabelled: Story = { args: { form: ['D'], label: undefined } };
