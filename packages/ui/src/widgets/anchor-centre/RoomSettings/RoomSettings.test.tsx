import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { roomFixture } from '../fixtures';
import { RoomSettings } from './RoomSettings';

const handlers = () => ({
  onSave: vi.fn(async () => undefined),
  onUpload: vi.fn(async () => '/uploads/c.png'),
  onCover: vi.fn(async () => undefined),
  onAnnouncement: vi.fn(async () => undefined),
  onReserve: vi.fn(async () => undefined),
});

describe('RoomSettings', () => {
  it('publishes an announcement of up to 50 characters and refuses a longer one', async () => {
    const h = handlers();
    const { container } = renderWithProviders(<RoomSettings room={roomFixture} {...h} />);
    const box = screen.getByRole('textbox', { name: '直播公告' });
    await userEvent.clear(box);
    await userEvent.type(box, 'a'.repeat(51));
    expect(screen.getByText('51/50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发布公告' }));
    expect(h.onAnnouncement).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('公告不能超过 50 个字');
    await userEvent.type(box, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: '发布公告' }));
    await waitFor(() => expect(h.onAnnouncement).toHaveBeenCalledWith('a'.repeat(50)));
    expect(await axeViolations(container)).toEqual([]);
  });
  it('saves title, category and match, dropping an emptied match', async () => {
    const h = handlers();
    renderWithProviders(<RoomSettings room={roomFixture} {...h} />, { locale: 'en' });
    await userEvent.clear(screen.getByRole('textbox', { name: /^Bound match ID/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(h.onSave).toHaveBeenCalledWith({ title: roomFixture.title, type: 0 }));
  });
});

describe('RoomSettings drafts', () => {
  it('keeps what is being typed when the page reads the same settings again', async () => {
    const h = handlers();
    const { rerender } = renderWithProviders(<RoomSettings room={{ ...roomFixture }} {...h} />);
    const title = screen.getByRole('textbox', { name: /^直播标题/ });
    await userEvent.clear(title);
    await userEvent.type(title, '新标题');
    rerender(<RoomSettings room={{ ...roomFixture }} {...h} />);
    expect(title).toHaveValue('新标题');
    rerender(<RoomSettings room={{ ...roomFixture, title: '别处改的标题' }} {...h} />);
    expect(title).toHaveValue('别处改的标题');
  });
});
