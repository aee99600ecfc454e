import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { FormStrip } from './FormStrip';

describe('FormStrip', () => {
  it('names the team and reads its results in words', async () => {
    const { container } = renderWithProviders(<FormStrip team="Arsenal" form={['W', 'L']} />, { locale: 'en' });
    expect(screen.getByText('Arsenal: last 5')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(/Arsenal: last 5/);
    expect(container.querySelectorAll('[data-result]')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });
});
