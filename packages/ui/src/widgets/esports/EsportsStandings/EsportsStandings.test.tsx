import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { standingsFixture } from '../fixtures';
import { EsportsStandings } from './EsportsStandings';

describe('EsportsStandings', () => {
  it('lists the teams in rank order with series and games won–lost', async () => {
    const { container } = renderWithProviders(<EsportsStandings rows={standingsFixture(3)} />, { locale: 'en' });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1T14316–2+4');
    expect(rows[2]).toHaveTextContent('2Gen.G4225–3+2');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('loading, empty and error states', () => {
    const { rerender } = renderWithProviders(<EsportsStandings rows={null} />, { locale: 'zh' });
    expect(screen.getByRole('status', { name: '正在加载积分榜' })).toBeInTheDocument();
    rerender(<EsportsStandings rows={[]} />);
    expect(screen.getByText('暂无积分榜')).toBeInTheDocument();
    rerender(<EsportsStandings rows={null} error="网络不可用" />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络不可用');
  });
});
