import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { photoBackFixture, photoFrontFixture, pngFile, quickUpload, stalledUpload } from '../fixtures';
import { ApplyForm } from './ApplyForm';

const SUBMIT = /^(提交申请|Submit application|Gửi đơn đăng ký)$/;
const EXPERIENCE = /^(直播经历|Streaming experience|Kinh nghiệm phát trực tiếp)/;
const filled = {
  realName: '张三',
  idNumber: '11010519491231002X',
  contact: 'wechat: zhangsan',
  photoFront: photoFrontFixture,
  photoBack: photoBackFixture,
  experience: '我做过两年足球解说，熟悉中超和英超比赛。',
};

const meta = {
  title: 'Widgets/AnchorCentre/ApplyForm',
  component: ApplyForm,
  args: {
    mobile: '86-*******8000',
    onSendCode: fn(async () => true),
    onUpload: fn(quickUpload(photoFrontFixture)),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ApplyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, as a first-time applicant meets it. */
export const Empty: Story = {};
/** Sending without filling it in: each problem at its field, focus on the real name. */
export const Invalid: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^(真实姓名|Real name|Họ tên thật)/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** An answer of 14 characters is refused with the 15-character rule; the counter says how many there are. */
export const ExperienceTooShort: Story = {
  args: { initial: { ...filled, experience: '我喜欢看球也喜欢聊球一二三四' } },
  play: async ({ args }) => {
    await expect(await screen.findByTestId('experience-count')).toHaveTextContent(/14/);
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: EXPERIENCE })).toHaveFocus());
    await expect(screen.getByRole('textbox', { name: EXPERIENCE })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Focus scrolled the field into view while the messages were still being laid out; the baseline
    // wants one position (CI: 22 px apart in one run), so the field is put in the middle once settled.
    screen.getByRole('textbox', { name: EXPERIENCE }).scrollIntoView({ block: 'center' });
  },
};
/** A photo on its way: the bar and the percentage. */
export const Uploading: Story = {
  args: { onUpload: fn(stalledUpload()) },
  play: async () => {
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(inputs[0]!, pngFile());
    await expect(await screen.findByRole('progressbar')).toBeVisible();
    await expect(screen.getAllByRole('status')[0]).toHaveTextContent('40%');
  },
};
/** A gif is refused before sending, with the spec's rule. */
export const PhotoRefused: Story = {
  play: async ({ args }) => {
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(inputs[1]!, new File(['x'], 'id.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await screen.findByText(/^(只能上传|Only png|Chỉ tải lên)/)).toHaveAttribute('role', 'alert');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};
/** Everything filled (a re-application starts so), the code entered, then sent. */
export const Filled: Story = {
  args: { initial: filled },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /^(短信验证码|SMS code|Mã SMS)/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ realName: '张三', code: '123456' })));
  },
};
/** The server refuses (a wrong code): its message under the button. */
export const Refused: Story = {
  args: { initial: filled, onSubmit: fn(async () => Promise.reject(new Error('验证码错误'))) },
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: /^(短信验证码|SMS code|Mã SMS)/ }), '000000');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await expect(await screen.findByText('验证码错误')).toBeVisible();
  },
};
