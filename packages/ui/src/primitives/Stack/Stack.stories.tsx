import type { Meta, StoryObj } from '@storybook/react-vite';
import { space } from '../../tokens';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { Inline, Stack } from './Stack';

const Item = ({ label }: { label: string }) => (
  <Box background="surfaceSunken" padding="small" borderRadius="small">
    <Text>{label}</Text>
  </Box>
);

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { space: 'medium' },
  argTypes: { space: { control: 'select', options: Object.keys(space) } },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <Item label="进行中 In progress" />
      <Item label="未开始 Not started" />
      <Item label="已结束 Finished" />
    </Stack>
  ),
};

export const InlineWrapping: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Inline space="small">
        {['英超', '西甲', '德甲', '意甲', '中超', 'V.League', 'NBA', 'CBA', '欧冠', '欧联'].map((l) => (
          <Item key={l} label={l} />
        ))}
      </Inline>
    </div>
  ),
};
