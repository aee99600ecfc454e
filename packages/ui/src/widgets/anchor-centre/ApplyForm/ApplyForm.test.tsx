import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { photoBackFixture, photoFrontFixture, pngFile } from '../fixtures';
import { ApplyForm } from './ApplyForm';

const base = { mobile: '86-*******8000', onSendCode: vi.fn(async () => true) };

describe('ApplyForm', () => {
  it('refuses an experience answer under 15 characters and counts what is typed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { container } = renderWithProviders(
      <ApplyForm
        {...base}
        onUpload={vi.fn()}
        onSubmit={onSubmit}
        initial={{
          realName: '张三',
          idNumber: '110105194912310021',
          contact: 'qq 123',
          photoFront: photoFrontFixture,
          photoBack: photoBackFixture,
        }}
      />,
    );
    const answer = screen.getByRole('textbox', { name: /^直播经历/ });
    await userEvent.type(answer, '一二三四五六七八九十一二三四');
    expect(screen.getByTestId('experience-count')).toHaveTextContent('已输入 14 字，至少 15 字');
    await userEvent.type(screen.getByRole('textbox', { name: /^短信验证码/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(answer).toHaveFocus();
    expect(screen.getByText('直播经历至少 15 个字')).toBeInTheDocument();
    await userEvent.type(answer, '五');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ experience: '一二三四五六七八九十一二三四五', invite: '' })),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uploads a photo with progress and refuses a file that is not png or jpg', async () => {
    let finish: (url: string) => void = () => undefined;
    const onUpload = vi.fn((_f: File, progress: (n: number) => void) => {
      progress(0.25);
      return new Promise<string>((r) => {
        finish = r;
      });
    });
    renderWithProviders(<ApplyForm {...base} onUpload={onUpload} onSubmit={vi.fn()} />, { locale: 'en' });
    const [front, back] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(front!, pngFile());
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '25');
    expect(screen.getByText('Uploading 25%')).toBeInTheDocument();
    finish(photoFrontFixture);
    expect(await screen.findByRole('img', { name: 'ID card, front' })).toHaveAttribute('src', photoFrontFixture);
    await userEvent.upload(back!, new File(['x'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByText('Only png or jpg images can be uploaded')).toHaveAttribute('role', 'alert');
    expect(onUpload).toHaveBeenCalledTimes(1);
  });
});
