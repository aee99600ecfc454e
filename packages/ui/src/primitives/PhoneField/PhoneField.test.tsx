import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { formatMobile, PhoneField, type PhoneValue, parseMobile } from './PhoneField';

const countries = [
  { id: 1, code: '86', name: '中国' },
  { id: 2, code: '84', name: 'Việt Nam' },
  { id: 3, code: '852', name: '中国香港' },
];

function Form({ onSubmit }: { onSubmit: (mobile: string) => void }) {
  const [value, setValue] = useState<PhoneValue>({ countryCode: '86', number: '' });
  return (
    <PhoneField label="手机号" countries={countries} value={value} onChange={setValue} onEnter={() => onSubmit(formatMobile(value))} />
  );
}

describe('PhoneField', () => {
  it('defaults to 86 and produces "86-13800138000"', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Form onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: /国家或地区区号/ })).toHaveTextContent('+86');
    expect(await axeViolations()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('86-13800138000');
  });

  it('refuses letters and a 12th digit', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<PhoneField label="Mobile" countries={countries} onChange={onChange} />, { locale: 'en' });
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    await user.type(input, '138ab0013-8000 9');
    expect(input).toHaveValue('13800138000');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '86', number: '13800138000' });
  });

  it('takes its codes from the list: choosing Việt Nam gives 84', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <PhoneField label="Số điện thoại" countries={countries} defaultValue={{ number: '900000003' }} onChange={onChange} />,
      { locale: 'vi' },
    );
    await user.click(screen.getByRole('button', { name: /Mã quốc gia/ }));
    await user.click(await screen.findByRole('option', { name: /Việt Nam/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Mã quốc gia/ })).toHaveTextContent('+84'));
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '84', number: '900000003' });
    expect(formatMobile(onChange.mock.lastCall?.[0])).toBe('84-900000003');
  });

  it('still shows 86 while the country list is empty (system settings not loaded yet)', () => {
    renderWithProviders(<PhoneField label="手机号" countries={[]} />);
    expect(screen.getByRole('button', { name: /国家或地区区号/ })).toHaveTextContent('+86');
  });

  it('parseMobile reads the wire form back', () => {
    expect(parseMobile('84-900000003')).toEqual({ countryCode: '84', number: '900000003' });
    expect(parseMobile('13800138000')).toEqual({ countryCode: '86', number: '13800138000' });
  });
});
