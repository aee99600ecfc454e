import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormStrip } from './FormStrip';

const meta = {
  title: 'Widgets/Foresight/FormStrip',
  component: FormStrip,
  args: { team: 'Arsenal', form: ['W', 'W', 'D', 'L', 'W'] },
} satisfies Meta<typeof FormStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last five results before the match, oldest first. */
export const Default: Story = {};
/** A team with fewer finished matches. */
export const Short: Story = { args: { form: ['L', 'D'] } };
/** No finished match yet. */
export const Empty: Story = { args: { form: [] } };
