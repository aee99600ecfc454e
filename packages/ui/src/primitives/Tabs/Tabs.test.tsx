import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithProviders } from '../../test/render';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function Sports({ onValueChange }: { onValueChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="football" onValueChange={onValueChange}>
      <TabsList label="运动">
        <TabsTrigger value="football">足球</TabsTrigger>
        <TabsTrigger value="basketball">篮球</TabsTrigger>
        <TabsTrigger value="esports" disabled>
          电竞
        </TabsTrigger>
        <TabsTrigger value="tennis">网球</TabsTrigger>
      </TabsList>
      <TabsContent value="football">足球比分</TabsContent>
      <TabsContent value="basketball">篮球比分</TabsContent>
      <TabsContent value="tennis">网球比分</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('given focus on the active tab → arrow keys move and activate, skipping a disabled tab', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<Sports onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: '运动' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('足球比分');
    expect(await axeViolations()).toEqual([]);

    await user.tab();
    expect(screen.getByRole('tab', { name: '足球' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '篮球' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '篮球' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tab', { name: '足球' })).toHaveAttribute('data-state', 'inactive');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('篮球比分');
    expect(onValueChange).toHaveBeenLastCalledWith('basketball');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '网球' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '足球' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '网球' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Tab from the list goes to the panel, not along the tabs', async () => {
    const { user } = renderWithProviders(<Sports />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
