import { followLink } from '../../primitives/Link/followLink';
import type { EmojiEntry } from '../live/ChatPane/emoji';
import { type MessagePart, tokenizeMessage } from './format';
import * as styles from './shared.css';

export interface MessageTextProps {
  text: string;
  emojis?: readonly EmojiEntry[];
  /** Our own origin: only links to it are links (issue 16); default the page's. */
  origin?: string;
  onNavigate?: (href: string) => void;
}

function Part({ part, onNavigate }: { part: MessagePart; onNavigate?: (href: string) => void }) {
  if (part.kind === 'text') return <span>{part.text}</span>;
  if (part.kind === 'emoji') return <img className={styles.emoji} src={part.url} alt={part.name} width={20} height={20} />;
  const url = new URL(part.href);
  return (
    <a href={part.href} onClick={(e) => followLink(e, url.pathname + url.search + url.hash, onNavigate)}>
      {part.text}
    </a>
  );
}

/** A message's text: React text nodes, 20×20 emoji images (spec §3) and same-origin links, never HTML. */
export function MessageText({ text, emojis = [], origin = globalThis.location?.origin, onNavigate }: MessageTextProps) {
  return (
    <>
      {tokenizeMessage(text, emojis, origin).map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable string
        <Part key={i} part={part} onNavigate={onNavigate} />
      ))}
    </>
  );
}
