import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { contactsFixture } from '../fixtures';
import { GroupDialog } from './GroupDialog';

const meta = {
  title: 'Widgets/Messaging/GroupDialog',
  component: GroupDialog,
  args: {
    mode: 'create',
    open: true,
    onOpenChange: fn(),
    groupName: '英超夜猫子',
    candidates: contactsFixture.slice(0, 4),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof GroupDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
/** A name is required; then the picked members go with it. */
export const CreateSubmit: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(创建|Create|Tạo)$/ }));
    await expect(await within(dialog).findByText(/请输入群名称|Enter a group name|Hãy nhập tên nhóm/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), '周末球局');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '阿强' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^(创建|Create|Tạo)$/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '周末球局', uids: [3] });
  },
};
export const Add: Story = { args: { mode: 'add' } };
export const AddNoCandidates: Story = { args: { mode: 'add', candidates: [] } };
/** The server refuses (a blocked relation): its message shows and the dialog stays. */
export const AddRefused: Story = {
  args: { mode: 'add', onSubmit: fn(async () => Promise.reject(new Error('对方已将你拉黑，无法邀请'))) },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '阿强' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^(添加|Add|Thêm)$/ }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('对方已将你拉黑，无法邀请');
  },
};
export const Leave: Story = { args: { mode: 'leave' } };
/** Spec §8's delete prompt before a group is dissolved. */
export const Destroy: Story = { args: { mode: 'destroy' } };
export const DestroyRefused: Story = {
  args: { mode: 'destroy', onSubmit: fn(async () => Promise.reject(new Error('只有群主可以解散群聊'))) },
  play: async () => {
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /^(解散|Dissolve|Giải tán)$/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('只有群主可以解散群聊');
  },
};
