import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { LevelCard, maskMobile } from './LevelCard';

describe('maskMobile', () => {
  it('hides the middle of a number, keeping the country code', () => {
    expect(maskMobile('86-13800000001')).toBe('+86 138****0001');
    expect(maskMobile('84-900000003')).toBe('+84 900**0003');
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('1-5551234')).toBe('+1 5*****4');
  });
});

describe('LevelCard', () => {
  it('shows the level, what the next one needs as a progress bar, and the masked phone', async () => {
    const { container } = renderWithProviders(<LevelCard level={3} exp={250.5} nextLevelExp={300} mobile="86-13800000001" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '51');
    expect(bar).toHaveAttribute('aria-valuetext', '距离 Lv 4 还需 49.5 经验');
    expect(screen.getByTestId('masked-mobile')).toHaveTextContent('+86 138****0001');
    expect(container.textContent).not.toContain('13800000001');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('at the top level says so', () => {
    renderWithProviders(<LevelCard level={60} exp={9000} nextLevelExp={null} />, { locale: 'en' });
    expect(screen.getAllByText('Top level reached').length).toBeGreaterThan(0);
    expect(screen.getByTestId('masked-mobile')).toHaveTextContent('Not bound');
  });
});
