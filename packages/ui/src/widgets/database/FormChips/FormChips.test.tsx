import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { FormChips } from './FormChips';

describe('FormChips', () => {
  it('given a form → shows a chip per result and names the whole sequence in words', async () => {
    const { container } = renderWithProviders(<FormChips form={['W', 'D', 'L']} label="阿森纳" />);
    expect(screen.getByRole('img')).toHaveAccessibleName('阿森纳 近况：胜、平、负');
    expect(container.querySelectorAll('[data-result]')).toHaveLength(3);
    expect(container.querySelector('[data-result="D"]')).toHaveTextContent('平');
    expect(await axeViolations(container)).toEqual([]);
  });
  it('in Vietnamese → the letters are the reader’s (T/H/B)', () => {
    const { container } = renderWithProviders(<FormChips form={['W', 'D', 'L']} />, { locale: 'vi' });
    expect(container.textContent).toBe('THB');
    expect(screen.getByRole('img')).toHaveAccessibleName('Phong độ: thắng, hòa, thua');
  });
  it('given no results → says so instead of an empty row', () => {
    renderWithProviders(<FormChips form={[]} />, { locale: 'en' });
    expect(screen.getByText('None yet')).toBeInTheDocument();
  });
});
