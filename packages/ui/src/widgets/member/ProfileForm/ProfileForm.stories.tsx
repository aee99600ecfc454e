import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { profileFixture, stockAvatarsFixture } from '../fixtures';
import { ProfileForm } from './ProfileForm';

const SAVE = /^(保存|Save|Lưu)$/;
const NICKNAME = /昵称|Nickname|Biệt danh/;

const meta = {
  title: 'Widgets/Member/ProfileForm',
  component: ProfileForm,
  args: {
    profile: profileFixture,
    avatars: stockAvatarsFixture,
    onSave: fn(async () => undefined),
    onUpload: fn(async () => stockAvatarsFixture[3]!.url),
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The saved profile: avatar with the stock list, nickname, signature (text, never HTML), sex. */
export const Filled: Story = {};
export const Loading: Story = { args: { profile: null, avatars: null } };
/** No stock avatars offered: only the upload. */
export const WithoutStockAvatars: Story = { args: { avatars: [] } };
/** A blank nickname and a too-long signature: each field names its error (its description), nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    await userEvent.clear(await screen.findByRole('textbox', { name: NICKNAME }));
    const signature = screen.getByRole('textbox', { name: /个性签名|Signature|Chữ ký/ });
    await userEvent.clear(signature);
    await userEvent.click(signature);
    await userEvent.paste('好'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: SAVE }));
    await expect(screen.getByRole('textbox', { name: NICKNAME })).toHaveAccessibleDescription(/请输入昵称|enter a nickname|nhập biệt danh/);
    await expect(signature).toHaveAccessibleDescription(/100/);
    await expect(await screen.findByRole('alert')).toHaveTextContent(/修正|correct|sửa/);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
export const TooLongNickname: Story = {
  play: async () => {
    const field = await screen.findByRole('textbox', { name: NICKNAME });
    await userEvent.clear(field);
    await userEvent.type(field, '一二三四五六七八九十一二三四五六七八九十一');
    await userEvent.click(screen.getByRole('button', { name: SAVE }));
    await expect(field).toHaveAccessibleDescription(/20/);
  },
};
/** Saving: the button shows its spinner until the server answers. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => undefined)) },
  play: async () => {
    const button = await screen.findByRole('button', { name: SAVE });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};
export const Saved: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('radio', { name: /女|Female|Nữ/ }));
    await userEvent.click(screen.getByRole('button', { name: SAVE }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...profileFixture, sex: 2 });
    await expect(await screen.findByText(/资料已保存|Profile saved|Đã lưu hồ sơ/)).toBeVisible();
  },
};
/** The server refused (code 1): its message is shown as an alert. */
export const SaveRefused: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('昵称不能包含换行、控制字符或文字方向符'))) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: SAVE }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('控制字符');
  },
};
/** A file that is not png or jpg is refused before any upload (spec §5: png or jpg under 5M). */
export const UploadWrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await screen.findByRole('alert')).toHaveTextContent(/png/);
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};
export const Uploaded: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' }));
    await expect(args.onUpload).toHaveBeenCalled();
    await expect(await screen.findByText(/保存后生效|save to apply|lưu để áp dụng/)).toBeVisible();
  },
};
