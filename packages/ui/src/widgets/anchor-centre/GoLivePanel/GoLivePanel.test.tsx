import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { ingestFixture } from '../fixtures';
import { GoLivePanel } from './GoLivePanel';

const props = { ingest: ingestFixture, roomHref: '/live/7', onStart: vi.fn(async () => undefined), onEnd: vi.fn(async () => undefined) };

describe('GoLivePanel', () => {
  it('hides the key until shown and copies it with a status', async () => {
    const copy = vi.fn(async () => undefined);
    const { container } = renderWithProviders(<GoLivePanel {...props} live={false} copy={copy} />);
    expect(screen.getByTestId('stream-key')).not.toHaveTextContent(ingestFixture.streamKey);
    await userEvent.click(screen.getByRole('button', { name: '复制推流码' }));
    expect(copy).toHaveBeenCalledWith(ingestFixture.streamKey);
    expect(screen.getByRole('status')).toHaveTextContent('已复制推流码');
    await userEvent.click(screen.getByRole('button', { name: '显示推流码' }));
    expect(screen.getByTestId('stream-key')).toHaveTextContent(ingestFixture.streamKey);
    expect(await axeViolations(container)).toEqual([]);
  });
  it('says so when the clipboard refuses', async () => {
    renderWithProviders(<GoLivePanel {...props} live={false} copy={vi.fn(async () => Promise.reject(new Error('denied')))} />, {
      locale: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy push address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not copy');
  });
  it('resets the key only after the confirmation', async () => {
    const onResetKey = vi.fn(async () => undefined);
    renderWithProviders(<GoLivePanel {...props} live={false} onResetKey={onResetKey} />);
    await userEvent.click(screen.getByRole('button', { name: '重置推流码' }));
    expect(onResetKey).not.toHaveBeenCalled();
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定重置' }));
    await waitFor(() => expect(onResetKey).toHaveBeenCalled());
    expect(await screen.findByText('推流码已重置')).toBeInTheDocument();
  });
  it('starts a broadcast when offline and offers to end it when live', async () => {
    const { rerender } = renderWithProviders(<GoLivePanel {...props} live={false} />);
    await userEvent.click(screen.getByRole('button', { name: '开始直播' }));
    expect(props.onStart).toHaveBeenCalled();
    rerender(<GoLivePanel {...props} live viewers={3} />);
    expect(screen.getByText('直播中')).toBeInTheDocument();
    expect(screen.getByText('3 人在看')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '结束直播' })).toBeInTheDocument();
  });
});
