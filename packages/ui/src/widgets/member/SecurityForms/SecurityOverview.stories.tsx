import type { Meta, StoryObj } from '@storybook/react-vite';
import { securityInfoFixture } from '../fixtures';
import { SecurityOverview } from './SecurityOverview';

const meta = {
  title: 'Widgets/Member/SecurityOverview',
  component: SecurityOverview,
  args: { info: securityInfoFixture },
} satisfies Meta<typeof SecurityOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The masked number; no payment password yet. */
export const NoPaymentPassword: Story = {};
export const PaymentPasswordSet: Story = { args: { info: { ...securityInfoFixture, hasPaymentPassword: true } } };
export const Loading: Story = { args: { info: null } };
