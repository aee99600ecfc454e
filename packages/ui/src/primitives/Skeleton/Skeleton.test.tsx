import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology, in every shape', async () => {
    const { container } = renderWithProviders(
      <div aria-busy="true">
        <Skeleton shape="circle" width={40} />
        <Skeleton lines={3} />
        <Skeleton shape="rect" height={120} />
      </div>,
    );
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(3);
    expect(shapes[1]?.children).toHaveLength(3);
    expect(await axeViolations()).toEqual([]);
  });
});
