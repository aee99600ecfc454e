import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewFixture } from '../fixtures';
import { ProbabilityBar } from './ProbabilityBar';

const meta = {
  title: 'Widgets/Foresight/ProbabilityBar',
  component: ProbabilityBar,
  args: { model: previewFixture.prediction.model, odds: previewFixture.prediction.odds },
} satisfies Meta<typeof ProbabilityBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Model beside odds: bars, and the same whole percents (summing to 100) in a table. */
export const WithOdds: Story = {};
/** A match without odds: the model alone. */
export const WithoutOdds: Story = { args: { odds: null } };
/** Thirds: rounding each would show 33 + 33 + 33; largest remainder shows 34 + 33 + 33. */
export const Even: Story = { args: { model: { home: 1 / 3, draw: 1 / 3, away: 1 / 3 } } };
