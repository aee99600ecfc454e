import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { aliPayFixture } from '../fixtures';
import { AliPayForm } from './AliPayForm';

describe('AliPayForm', () => {
  it('shows the bound account masked', async () => {
    const { container } = renderWithProviders(<AliPayForm alipay={aliPayFixture} onBind={vi.fn()} />);
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更换支付宝' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
  it('takes a mobile number or an e-mail address only; the server’s refusal shows', async () => {
    const onBind = vi.fn(async () => Promise.reject(new Error('请先设置支付密码')));
    renderWithProviders(<AliPayForm alipay={null} onBind={onBind} />);
    await userEvent.type(screen.getByLabelText('真实姓名'), '张三');
    await userEvent.type(screen.getByLabelText('支付宝账号'), 'zhangsan');
    await userEvent.click(screen.getByRole('button', { name: '绑定支付宝' }));
    expect(screen.getByLabelText('支付宝账号')).toHaveAccessibleDescription(/手机号或邮箱/);
    expect(onBind).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('支付宝账号'));
    await userEvent.type(screen.getByLabelText('支付宝账号'), 'zhang@example.com');
    await userEvent.click(screen.getByRole('button', { name: '绑定支付宝' }));
    expect(onBind).toHaveBeenCalledWith({ real_name: '张三', account: 'zhang@example.com' });
    expect(await screen.findByRole('alert')).toHaveTextContent('请先设置支付密码');
  });
});
