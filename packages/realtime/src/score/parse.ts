import type { IncomingMessage } from './types';

/**
 * spec §4: incoming text containing braces or brackets is structured data (JSON). Anything else, or
 * JSON that does not parse, is kept as text under the name `text`.
 */
export function parseIncoming(text: string): IncomingMessage {
  if (/[{}[\]]/.test(text)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { code: undefined, name: 'text', data: text, raw: text };
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const frame = value as { code?: unknown; type?: unknown; data?: unknown };
      const code = typeof frame.code === 'number' ? frame.code : undefined;
      const inner =
        frame.data && typeof frame.data === 'object' && !Array.isArray(frame.data) ? (frame.data as { type?: unknown }) : undefined;
      if (typeof inner?.type === 'string') return { code, name: inner.type, data: frame.data, raw: value };
      if (typeof frame.type === 'string') return { code, name: frame.type, data: frame.data ?? value, raw: value };
      return { code, name: code !== undefined ? String(code) : 'message', data: frame.data ?? value, raw: value };
    }
    return { code: undefined, name: 'message', data: value, raw: value };
  }
  return { code: undefined, name: 'text', data: text, raw: text };
}
