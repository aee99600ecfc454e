// SPEC.md §3 Emoji entries: an emoji name in square brackets plus a url; texts replace those names
// with a 20×20 image. User text is split into plain-text and emoji parts that React renders as text
// nodes and <img> elements: nothing the user typed is ever parsed as HTML.

export interface EmojiEntry {
  /** With its brackets, e.g. "[微笑]". */
  emojiName: string;
  url: string;
}

export type ChatPart = { kind: 'text'; text: string } | { kind: 'emoji'; name: string; url: string };

/** Splits `text` into text and known-emoji parts; unknown bracketed words stay text. */
export function tokenizeChat(text: string, emojis: readonly EmojiEntry[]): ChatPart[] {
  const known = new Map(emojis.map((e) => [e.emojiName, e.url]));
  const parts: ChatPart[] = [];
  let buffer = '';
  const re = /\[[^[\]\s]{1,12}\]/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const url = known.get(m[0]);
    if (!url) continue;
    buffer += text.slice(last, m.index);
    if (buffer) parts.push({ kind: 'text', text: buffer });
    buffer = '';
    parts.push({ kind: 'emoji', name: m[0], url });
    last = m.index + m[0].length;
  }
  buffer += text.slice(last);
  if (buffer) parts.push({ kind: 'text', text: buffer });
  return parts;
}
