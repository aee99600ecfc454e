import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { noOddsFixture, previewFixture, suspendedFixture } from '../fixtures';
import { PreviewCard } from './PreviewCard';

const meta = {
  title: 'Widgets/Foresight/PreviewCard',
  component: PreviewCard,
  args: { preview: previewFixture, teamHref: (id: number) => `/base-football?team=${id}`, onNavigate: fn() },
} satisfies Meta<typeof PreviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A preview with odds: table places, form, head to head, model beside odds. */
export const WithOdds: Story = {};
/** No odds for this match, and no earlier meeting. */
export const WithoutOdds: Story = { args: { preview: noOddsFixture } };
/** A player sent off in his team's previous match is listed as suspended, with the rule. */
export const Suspended: Story = { args: { preview: suspendedFixture } };
