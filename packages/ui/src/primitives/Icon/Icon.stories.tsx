import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Stack/Stack';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'football', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <Inline space="large">
      {iconNames.map((name) => (
        <Icon key={name} name={name} size={24} label={name} />
      ))}
    </Inline>
  ),
};
export const Playground: Story = {};
