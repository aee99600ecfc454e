import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { previewFixture, secondPreviewFixture } from '../fixtures';
import { PreviewList } from './PreviewList';

describe('PreviewList', () => {
  it('shows a card per match', () => {
    renderWithProviders(<PreviewList previews={[previewFixture, secondPreviewFixture]} />, { locale: 'en' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
  it('announces loading, and offers a retry when loading failed', () => {
    const { rerender } = renderWithProviders(<PreviewList previews={null} />, { locale: 'en' });
    expect(screen.getByRole('status', { name: 'Loading match previews' })).toBeInTheDocument();
    const onRetry = vi.fn();
    rerender(<PreviewList previews={null} error="offline" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Match previews could not load');
    fireEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalled();
  });
  it('says when there is nothing to preview', () => {
    renderWithProviders(<PreviewList previews={[]} />);
    expect(screen.getByText('暂无即将开始的比赛')).toBeInTheDocument();
  });
});
