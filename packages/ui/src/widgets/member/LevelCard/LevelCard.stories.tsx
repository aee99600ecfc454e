import type { Meta, StoryObj } from '@storybook/react-vite';
import { LevelCard } from './LevelCard';

const icon = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="14" fill="#ffc914"/></svg>',
)}`;

const meta = {
  title: 'Widgets/Member/LevelCard',
  component: LevelCard,
  args: { level: 3, exp: 250.5, nextLevelExp: 300, expIcon: icon, mobile: '86-13800000001' },
} satisfies Meta<typeof LevelCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Level 3 with 250.5 experience: 49.5 more to level 4; the phone number masked. */
export const Default: Story = {};
/** A new user: level 1, no experience (nothing credits wealth experience yet). */
export const NewUser: Story = { args: { level: 1, exp: 0, nextLevelExp: 100 } };
export const TopLevel: Story = { args: { level: 60, exp: 7_000, nextLevelExp: null } };
export const VietnameseNumber: Story = { args: { mobile: '84-900000003' } };
export const NoMobile: Story = { args: { mobile: '' } };
