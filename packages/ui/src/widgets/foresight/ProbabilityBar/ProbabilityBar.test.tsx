import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { previewFixture } from '../fixtures';
import { ProbabilityBar } from './ProbabilityBar';

const percents = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => Number(c.getAttribute('data-percent')));

describe('ProbabilityBar', () => {
  it('shows model and odds as whole percents summing to 100, in a table', async () => {
    const { container } = renderWithProviders(
      <ProbabilityBar model={{ home: 1 / 3, draw: 1 / 3, away: 1 / 3 }} odds={previewFixture.prediction.odds} />,
      { locale: 'en' },
    );
    const table = screen.getByRole('table', { name: 'Win / draw / loss chances: model and odds' });
    const [model, odds] = within(table).getAllByRole('row').slice(1);
    expect(percents(model!)).toEqual([34, 33, 33]);
    expect(percents(odds!).reduce((a, b) => a + b, 0)).toBe(100);
    expect(model).toHaveTextContent('Model34%33%33%');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('says there are no odds when there are none', () => {
    renderWithProviders(<ProbabilityBar model={previewFixture.prediction.model} odds={null} />);
    expect(screen.getByText('暂无赔率')).toBeInTheDocument();
  });
  it('formats percents in the reader’s language', () => {
    const { container } = renderWithProviders(<ProbabilityBar model={previewFixture.prediction.model} odds={null} />, { locale: 'vi' });
    const expected = new Intl.NumberFormat('vi', { style: 'percent' }).format(0.48);
    expect(container.querySelector('[data-outcome="home"][data-percent]')?.textContent).toBe(expected);
  });
});
