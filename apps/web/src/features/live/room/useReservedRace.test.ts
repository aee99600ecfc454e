import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The reservation list read when the room opens, held until the test answers it.
let answer: (page: { data: { match_id: number }[]; last_page: number }) => void = () => undefined;
vi.mock('../api/rooms', () => ({
  fetchReservations: () =>
    new Promise((resolve) => {
      answer = resolve;
    }),
}));

const { useReserved } = await import('./useReserved');

let state: [boolean, (v: boolean) => void] = [false, () => undefined];
function Probe() {
  state = useReserved(7, 2078281);
  return null;
}

describe('useReserved', () => {
  it('given a toggle answered before the list read at load → the toggle stands (CI: 预约 stayed after is_reserve 1)', async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Probe)));
    await act(async () => state[1](true));
    expect(state[0]).toBe(true);
    // The list was read before the reservation: it does not have it, and arrives late.
    await act(async () => answer({ data: [], last_page: 1 }));
    expect(state[0]).toBe(true);
    root.unmount();
  });

  it('given no toggle → the list read at load decides', async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Probe)));
    await act(async () => answer({ data: [{ match_id: 2078281 }], last_page: 1 }));
    expect(state[0]).toBe(true);
    root.unmount();
  });
});
