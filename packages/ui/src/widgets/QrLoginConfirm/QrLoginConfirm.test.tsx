import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { QrLoginConfirm, type QrLoginConfirmProps } from './QrLoginConfirm';

const base: QrLoginConfirmProps = {
  state: 'request',
  request: { device: 'desktop', os: 'Windows 10', browser: 'Chrome 120', place: 'public', ip: '203.0.113.*', requestedAt: 1_795_000_000 },
  choices: [37, 82, 15],
  account: '<b>小王</b>',
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
};

describe('QrLoginConfirm', () => {
  it('given a request → device, browser, masked address and time are shown, the numbers are a labelled radio group', async () => {
    const { container } = renderWithProviders(<QrLoginConfirm {...base} />);
    expect(screen.getByRole('heading', { name: '确认电脑端登录' })).toBeInTheDocument();
    expect(screen.getByText('电脑 · Windows 10')).toBeInTheDocument();
    expect(screen.getByText('Chrome 120')).toBeInTheDocument();
    expect(screen.getByText('IP 地址 203.0.113.*')).toBeInTheDocument();
    // User text stays text.
    expect(screen.getByText('将登录账号：<b>小王</b>')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    const group = screen.getByRole('group', { name: '请选择电脑上显示的数字' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['37', '82', '15']);
    expect(await axeViolations()).toEqual([]);
  });

  it('given a local address → "local network"', () => {
    renderWithProviders(<QrLoginConfirm {...base} request={{ ...base.request!, place: 'local', ip: '127.0.0.*' }} />);
    expect(screen.getByText('局域网')).toBeInTheDocument();
  });

  it('given no number picked → an alert, focus on the first number, nothing sent; then the picked number is sent', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<QrLoginConfirm {...base} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: '确认登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先选择电脑上显示的数字');
    expect(screen.getByRole('radio', { name: '37' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '82' })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: '确认登录' }));
    expect(onConfirm).toHaveBeenCalledWith(82);
  });

  it('given confirming → the numbers and cancel are disabled', () => {
    renderWithProviders(<QrLoginConfirm {...base} state="confirming" />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消登录' })).toBeDisabled();
  });

  it.each([
    ['confirmed', '已确认，电脑端正在登录'],
    ['cancelled', '已取消登录'],
    ['wrongNumber', '数字不一致，本次登录已取消'],
    ['expired', '二维码已失效'],
  ] as const)('given %s → its outcome is the focused heading', (state, text) => {
    renderWithProviders(<QrLoginConfirm {...base} state={state} />);
    expect(screen.getByRole('heading', { name: text })).toHaveFocus();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('given an error with the server’s message → that message', () => {
    renderWithProviders(<QrLoginConfirm {...base} state="error" message="二维码已被使用" />);
    expect(screen.getByRole('alert')).toHaveTextContent('二维码已被使用');
  });

  it('given cancel → onCancel', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<QrLoginConfirm {...base} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '取消登录' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
