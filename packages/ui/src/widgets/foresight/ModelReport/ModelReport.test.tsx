import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { reportFixture } from '../fixtures';
import { ModelReport } from './ModelReport';

describe('ModelReport', () => {
  it('shows both Brier scores and which did better', async () => {
    const { container } = renderWithProviders(<ModelReport report={reportFixture} />, { locale: 'en' });
    expect(container.querySelector('[data-figure="model"] dd')).toHaveTextContent('0.631');
    expect(container.querySelector('[data-figure="odds"] dd')).toHaveTextContent('0.655');
    expect(screen.getByText('The model beat the odds')).toBeInTheDocument();
    expect(screen.getByText(/Last 50 finished matches, 50 with odds/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
  it('says the odds did better when they did, with numbers in the reader’s language', () => {
    const { container } = renderWithProviders(<ModelReport report={{ ...reportFixture, model_brier: 0.7 }} />, { locale: 'vi' });
    expect(screen.getByText('Tỷ lệ cược tốt hơn mô hình')).toBeInTheDocument();
    expect(container.querySelector('[data-figure="model"] dd')).toHaveTextContent('0,700');
  });
  it('has an empty state', () => {
    renderWithProviders(<ModelReport report={{ matches: 0, compared: 0, before_kickoff: 0, model_brier: null, odds_brier: null }} />);
    expect(screen.getByText('还没有已完赛的预测')).toBeInTheDocument();
  });
});
