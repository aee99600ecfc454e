import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { Box } from '../primitives/Box/Box';
import { Inline, Stack } from '../primitives/Stack/Stack';
import { Heading, Text } from '../primitives/Text/Text';
import { vars } from '../theme/vars.css';
import { colorRoles, space, typeScale } from './index';

const meta = { title: 'Tokens/Foundations' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Colours() {
  const intl = useIntl();
  return (
    <Stack space="medium">
      <Heading level={2}>{intl.formatMessage({ id: 'ui.tokens.colors' })}</Heading>
      <Inline space="medium">
        {colorRoles.map((role) => (
          <Stack key={role} space="xsmall" align="center">
            <div
              style={{ width: 72, height: 48, borderRadius: 8, background: vars.color[role], border: `1px solid ${vars.color.border}` }}
            />
            <Text size="xsmall" tone="muted">
              {role}
            </Text>
          </Stack>
        ))}
      </Inline>
    </Stack>
  );
}

function Type() {
  const intl = useIntl();
  return (
    <Stack space="small">
      <Heading level={2}>{intl.formatMessage({ id: 'ui.tokens.type' })}</Heading>
      {(Object.keys(typeScale) as (keyof typeof typeScale)[]).map((size) => (
        <Inline key={size} space="large" alignY="baseline">
          <div style={{ width: 80 }}>
            <Text size="xsmall" tone="muted">{`${size} ${typeScale[size].fontSize}/${typeScale[size].lineHeight}`}</Text>
          </div>
          <Text size={size}>{intl.formatMessage({ id: 'ui.tokens.sample' })} · Ngoại hạng Anh · Thể Công Viettel</Text>
        </Inline>
      ))}
    </Stack>
  );
}

function Spacing() {
  const intl = useIntl();
  return (
    <Stack space="small">
      <Heading level={2}>{intl.formatMessage({ id: 'ui.tokens.spacing' })}</Heading>
      {(Object.keys(space) as (keyof typeof space)[]).map((key) => (
        <Inline key={key} space="medium">
          <div style={{ width: 80 }}>
            <Text size="xsmall" tone="muted">{`${key} ${space[key]}`}</Text>
          </div>
          <Box background="brand" style={{ width: space[key], height: 12 }} />
        </Inline>
      ))}
    </Stack>
  );
}

export const ColourRoles: Story = { render: () => <Colours /> };
export const TypeScale: Story = { render: () => <Type /> };
export const SpacingScale: Story = { render: () => <Spacing /> };
