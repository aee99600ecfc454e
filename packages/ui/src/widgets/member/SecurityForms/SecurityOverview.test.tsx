import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { SecurityOverview } from './SecurityOverview';
import { displayMobile } from './securityText';

describe('SecurityOverview', () => {
  it('shows the masked number as people read it and whether a payment password is set', async () => {
    const { container, rerender } = renderWithProviders(
      <SecurityOverview info={{ mobile: '86-*******0003', hasPaymentPassword: false }} />,
    );
    expect(screen.getByTestId('security-mobile')).toHaveTextContent('+86 *******0003');
    expect(screen.getByTestId('payment-state')).toHaveTextContent('未设置');
    expect(await axeViolations(container)).toEqual([]);
    rerender(<SecurityOverview info={{ mobile: '84-*****0003', hasPaymentPassword: true }} />);
    expect(screen.getByTestId('payment-state')).toHaveTextContent('已设置');
    rerender(<SecurityOverview info={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载安全信息');
  });
  it('a number without a country code stays as it is', () => {
    expect(displayMobile('*******0003')).toBe('*******0003');
    expect(displayMobile('84-*****0003')).toBe('+84 *****0003');
  });
});
