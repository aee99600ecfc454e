import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { previewFixture } from '../fixtures';
import { H2hList } from './H2hList';

describe('H2hList', () => {
  it('lists each meeting with its sides and score', async () => {
    const { container } = renderWithProviders(<H2hList meetings={previewFixture.h2h} names={{ 8201: '阿森纳', 8204: '切尔西' }} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('切尔西1 - 2阿森纳');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('says when the teams have not met', () => {
    renderWithProviders(<H2hList meetings={[]} names={{}} />, { locale: 'vi' });
    expect(screen.getByText('Hai đội chưa từng gặp nhau')).toBeInTheDocument();
  });
});
