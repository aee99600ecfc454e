// Two glyphs only the composer needs (24×24 strokes like the Icon set), kept here so the shared
// icon gallery does not change for them.
const paths = {
  smile: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8.5 14.5s1.3 2 3.5 2 3.5-2 3.5-2M9 9.5v.5m6-.5v.5',
  image: 'M4 5h16v14H4V5zm0 11l4.5-4.5 3.5 3.5 2.5-2.5L20 17M15.5 9.5a1 1 0 1 0 0-.01',
} as const;

export function Glyph({ name }: { name: keyof typeof paths }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
      <path d={paths[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
