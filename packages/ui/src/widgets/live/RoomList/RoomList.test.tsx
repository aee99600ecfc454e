import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithProviders } from '../../../test/render';
import { coverSrcSet, type RoomCardData, RoomList } from './RoomList';

const room = (uid: number, thumb: string): RoomCardData => ({ uid, title: `房间 ${uid}`, thumb, streamer: `主播${uid}`, heat: 100 });
const upload = '/uploads/0123456789abcdef0123456789abcdef.jpg';

describe('RoomList', () => {
  it('given nothing yet → placeholder cards of the real ones’ size, hidden from screen readers, and one loading status', async () => {
    const { container } = renderWithProviders(<RoomList rooms={null} hrefOf={() => '#'} skeletonCards={6} />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    const skeleton = screen.getByTestId('room-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.querySelectorAll('li')).toHaveLength(6);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('gives every cover its size, the first row eager and the rest lazy, uploads at the widths cards show', () => {
    const rooms = Array.from({ length: 6 }, (_, i) => room(i + 1, i === 0 ? upload : `/static/cover/${i + 1}.svg`));
    const { container } = renderWithProviders(<RoomList rooms={rooms} hrefOf={(r) => `/live?uid=${r.uid}`} />);
    const images = [...container.querySelectorAll('img[width]')] as HTMLImageElement[];
    const covers = images.filter((img) => img.getAttribute('width') === '320');
    expect(covers).toHaveLength(6);
    for (const img of covers) expect(img).toHaveAttribute('height', '180');
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(covers[0]!.getAttribute('srcset')).toBe(coverSrcSet(upload));
    expect(covers[1]!.hasAttribute('srcset')).toBe(false);
  });

  it('asks for upload copies at 160–640 px, and leaves SVG art and other hosts alone', () => {
    expect(coverSrcSet(upload)).toBe(`${upload}?w=160 160w, ${upload}?w=320 320w, ${upload}?w=480 480w, ${upload}?w=640 640w`);
    expect(coverSrcSet('/static/cover/8.svg')).toBeUndefined();
    expect(coverSrcSet('https://cdn.example.com/a.jpg')).toBeUndefined();
  });
});
