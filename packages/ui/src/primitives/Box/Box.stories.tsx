import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Box } from './Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: { padding: 'large', background: 'surface', borderRadius: 'medium', boxShadow: 'small' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Box {...args}>
      <Text>Box · 盒子 · Hộp</Text>
    </Box>
  ),
};
export const Responsive: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap="medium">
      <Box padding="medium" background="surfaceSunken" borderRadius="small">
        <Text>左 Left</Text>
      </Box>
      <Box padding="medium" background="surfaceSunken" borderRadius="small">
        <Text>右 Right</Text>
      </Box>
    </Box>
  ),
};
