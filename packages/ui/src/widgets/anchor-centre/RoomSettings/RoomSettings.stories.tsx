import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { coverFixture, pngFile, quickUpload, roomFixture } from '../fixtures';
import { RoomSettings } from './RoomSettings';

const ANNOUNCEMENT = /^(直播公告|Announcement|Thông báo)$/;
const PUBLISH = /^(发布公告|Publish announcement|Đăng thông báo)$/;

const meta = {
  title: 'Widgets/AnchorCentre/RoomSettings',
  component: RoomSettings,
  args: {
    room: roomFixture,
    onSave: fn(async () => undefined),
    onUpload: fn(quickUpload(coverFixture)),
    onCover: fn(async (_url: string) => undefined),
    onAnnouncement: fn(async (_text: string) => undefined),
    onReserve: fn(async () => undefined),
  },
} satisfies Meta<typeof RoomSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { room: null } };
/** Saving a new title. */
export const TitleSaved: Story = {
  play: async ({ args }) => {
    const title = await screen.findByRole('textbox', { name: /^(直播标题|Title|Tiêu đề)/ });
    await userEvent.clear(title);
    await userEvent.type(title, '今晚英超');
    await userEvent.click(screen.getByRole('button', { name: /^(保存设置|Save settings|Lưu cài đặt)$/ }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ title: '今晚英超', type: 0, matchId: 1024 }));
    await expect(await screen.findByText(/直播间设置已保存|Room settings saved|Đã lưu cài đặt phòng/)).toBeVisible();
  },
};
/** An empty title and a bad match id are refused at their fields. */
export const Invalid: Story = {
  play: async ({ args }) => {
    await userEvent.clear(await screen.findByRole('textbox', { name: /^(直播标题|Title|Tiêu đề)/ }));
    const match = screen.getByRole('textbox', { name: /^(绑定比赛 ID|Bound match ID|ID trận đấu gắn kèm)/ });
    await userEvent.clear(match);
    await userEvent.type(match, 'abc');
    await userEvent.click(screen.getByRole('button', { name: /^(保存设置|Save settings|Lưu cài đặt)$/ }));
    await expect(await screen.findByText(/请输入直播标题|Enter a title|Nhập tiêu đề/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
/** An announcement over 50 characters: the counter turns red and publishing is refused. */
export const AnnouncementTooLong: Story = {
  play: async ({ args }) => {
    const box = await screen.findByRole('textbox', { name: ANNOUNCEMENT });
    await userEvent.clear(box);
    await userEvent.type(box, '一'.repeat(51));
    await expect(screen.getByText('51/50')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: PUBLISH }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(/50/);
    await expect(args.onAnnouncement).not.toHaveBeenCalled();
  },
};
/** A new cover uploaded and set at once. */
export const CoverUploaded: Story = {
  play: async ({ args }) => {
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile('cover.png'));
    await waitFor(() => expect(args.onCover).toHaveBeenCalledWith(coverFixture));
    await expect(await screen.findByText(/封面已更新|Cover updated|Đã cập nhật ảnh bìa/)).toBeVisible();
  },
};
/** A cover of 5M or more is refused before sending. */
export const CoverTooLarge: Story = {
  play: async ({ args }) => {
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile('big.png', 5 * 1024 * 1024));
    await expect(await screen.findByText(/图片必须小于 5M|under 5 MB|dưới 5 MB/, { selector: '[role="alert"]' })).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};
/** Reserving a match to broadcast. */
export const Reserved: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: /^(比赛 ID|Match ID|ID trận đấu)(?! gắn)/ }), '2048');
    await userEvent.click(screen.getByRole('button', { name: /^(预约|Reserve|Đặt trước)$/ }));
    await waitFor(() => expect(args.onReserve).toHaveBeenCalledWith(2048, 0));
    await expect(await screen.findByText(/2048/, { selector: '[role="status"]' })).toBeVisible();
  },
};
