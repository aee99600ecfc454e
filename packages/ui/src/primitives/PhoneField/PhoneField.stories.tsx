import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { formatMobile, PhoneField, type PhoneValue } from './PhoneField';

// The system settings' CountryCode list, as the seed serves it (WIRE.md).
const countries = [
  { id: 1, code: '86', name: '中国 China' },
  { id: 2, code: '852', name: '中国香港 Hong Kong' },
  { id: 3, code: '84', name: 'Việt Nam' },
  { id: 4, code: '1', name: 'United States' },
];

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  args: { label: '手机号 Mobile', countries, placeholder: '13800138000', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** What the field produces for the wire (WIRE.md: "86-13800138000"). */
export const WireValue: Story = {
  render: (args) => {
    const [value, setValue] = useState<PhoneValue>({ countryCode: '86', number: '' });
    return (
      <Stack space="small">
        <PhoneField {...args} value={value} onChange={setValue} />
        <Text size="small" tone="muted" numeric>
          mobile: {formatMobile(value)}
        </Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /手机号/ });
    // spec §5: digits only, at most 11.
    await userEvent.type(input, '138ab001380001');
    await expect(input).toHaveValue('13800138000');
    await expect(canvas.getByText(/mobile:/)).toHaveTextContent('mobile: 86-13800138000');
  },
};

export const ChooseCountry: Story = {
  args: { defaultValue: { number: '900000003' } },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('button', { name: /区号|Country code|Mã quốc gia/ });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: /Việt Nam/ }));
    await expect(select).toHaveTextContent('+84');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '84', number: '900000003' });
  },
};

export const Invalid: Story = { args: { error: '请填写手机号 · Please fill in the mobile number', isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: { countryCode: '84', number: '900000003' } } };

export const LongTextVi: Story = {
  args: {
    label: 'Số điện thoại di động',
    description: 'Chúng tôi sẽ gửi mã xác minh gồm 6 chữ số đến số điện thoại này',
    defaultValue: { countryCode: '84' },
  },
};

export const CountriesLoading: Story = { args: { countries: [] } };

export const Playground: Story = {};
