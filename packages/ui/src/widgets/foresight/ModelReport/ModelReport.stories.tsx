import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { reportFixture } from '../fixtures';
import { ModelReport } from './ModelReport';

const meta = {
  title: 'Widgets/Foresight/ModelReport',
  component: ModelReport,
  args: { report: reportFixture },
} satisfies Meta<typeof ModelReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The model's mean Brier score beside the odds' over the same finished matches; here the model did better. */
export const ModelBetter: Story = {};
/** The odds did better. */
export const OddsBetter: Story = { args: { report: { ...reportFixture, model_brier: 0.6811 } } };
/** Finished matches without odds: nothing to compare. */
export const WithoutOdds: Story = { args: { report: { ...reportFixture, compared: 0, model_brier: null, odds_brier: null } } };
export const Loading: Story = { args: { report: null } };
/** No finished match has a prediction yet. */
export const Empty: Story = { args: { report: { matches: 0, compared: 0, before_kickoff: 0, model_brier: null, odds_brier: null } } };
export const LoadFailed: Story = { args: { report: null, error: '网络不可用，请稍后重试', onRetry: fn() } };
