import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { formatDuration, PlaybackList } from './PlaybackList';

const items = [{ id: 7, title: '<i>决赛</i>', time: 1_795_435_200, duration: 3_725 }];

describe('PlaybackList', () => {
  it('given past broadcasts → each with its length and a labelled play button; titles stay text', async () => {
    const onPlay = vi.fn();
    const { user, container } = renderWithProviders(<PlaybackList items={items} onPlay={onPlay} />);
    expect(screen.getByRole('region', { name: '往期回放' })).toBeInTheDocument();
    expect(screen.getByText('<i>决赛</i>')).toBeInTheDocument();
    expect(container.querySelector('i')).toBeNull();
    expect(screen.getByText(/时长 1:02:05/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^播放回放：<i>决赛<\/i>/ }));
    expect(onPlay).toHaveBeenCalledWith(items[0]);
    expect(await axeViolations()).toEqual([]);
  });

  it('given none → the empty state; given nothing yet → loading', () => {
    const { rerender } = renderWithProviders(<PlaybackList items={[]} onPlay={vi.fn()} />);
    expect(screen.getByText('主播还没有回放')).toBeInTheDocument();
    rerender(<PlaybackList items={null} onPlay={vi.fn()} />);
    expect(screen.getByText('加载中…')).toBeInTheDocument();
  });

  it('formats lengths as m:ss or h:mm:ss', () => {
    expect([59, 60, 3_599, 3_600, 5_430].map(formatDuration)).toEqual(['0:59', '1:00', '59:59', '1:00:00', '1:30:30']);
  });
});
