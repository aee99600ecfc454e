import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Popover } from '../../../primitives/Popover/Popover';
import type { EmojiEntry } from '../../live/ChatPane/emoji';
import { Glyph } from '../icons';
import * as styles from './Composer.css';

/** The longest message the box takes (the server refuses longer ones too). */
export const MESSAGE_MAX_LENGTH = 500;
const EMOJI_COLUMNS = 8;

export interface ComposerProps {
  /** Sends the text; the box empties at once (a failure shows on the message, with its retry). */
  onSend: (text: string) => void;
  /** Sends a picked image (png or jpg). Without it there is no image button. */
  onAttach?: (file: File) => void;
  /** The emoji set the settings serve (spec §3); without it there is no emoji button. */
  emojis?: readonly EmojiEntry[];
  /** Whom the message goes to, for the box's label. */
  recipient: string;
  /** Sending is not possible now; the reason is shown and read with the box. */
  disabledReason?: string | null;
  maxLength?: number;
}

/**
 * The send box (issue 16): Enter sends, Shift+Enter breaks the line (not while an input method is
 * composing), an emoji picker reachable by keyboard (arrow keys move in its grid, Escape closes it and
 * returns to its button), and an image button.
 */
export function Composer({ onSend, onAttach, emojis = [], recipient, disabledReason, maxLength = MESSAGE_MAX_LENGTH }: ComposerProps) {
  const t = useMessages('ui.messaging.composer');
  const [draft, setDraft] = useState('');
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const id = useId();
  const disabled = Boolean(disabledReason);

  const send = () => {
    const text = draft.trim();
    if (!text || disabled) return;
    onSend(text);
    setDraft('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  const insert = (name: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? draft.length;
    const end = el?.selectionEnd ?? draft.length;
    const next = (draft.slice(0, start) + name + draft.slice(end)).slice(0, maxLength);
    setDraft(next);
    requestAnimationFrame(() => el?.setSelectionRange(start + name.length, start + name.length));
  };

  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: EMOJI_COLUMNS, ArrowUp: -EMOJI_COLUMNS }[e.key];
    if (at < 0 || step == null) return;
    e.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, at + step))]?.focus();
  };

  return (
    <div className={styles.composer}>
      <div className={styles.tools}>
        {emojis.length > 0 ? (
          <Popover
            label={t('emojiPanel')}
            open={picking}
            onOpenChange={setPicking}
            side="top"
            align="start"
            trigger={
              <button type="button" className={styles.tool} aria-label={t('emoji')} title={t('emoji')} disabled={disabled}>
                <Glyph name="smile" />
              </button>
            }
          >
            {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the emoji buttons inside */}
            <div className={styles.grid} onKeyDown={onGridKey}>
              {emojis.map((e) => (
                <button
                  key={e.emojiName}
                  type="button"
                  className={styles.emojiButton}
                  onClick={() => insert(e.emojiName)}
                  title={e.emojiName}
                >
                  <img src={e.url} alt={e.emojiName} width={20} height={20} />
                </button>
              ))}
            </div>
          </Popover>
        ) : null}
        {onAttach ? (
          <>
            <button
              type="button"
              className={styles.tool}
              aria-label={t('attach')}
              title={t('attach')}
              disabled={disabled}
              onClick={() => file.current?.click()}
            >
              <Glyph name="image" />
            </button>
            <input
              ref={file}
              className={styles.fileInput}
              type="file"
              accept="image/png,image/jpeg"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                const picked = e.target.files?.[0];
                if (picked) onAttach(picked);
                e.target.value = '';
              }}
            />
          </>
        ) : null}
      </div>
      <label htmlFor={`${id}-input`} className={styles.muted}>
        {t('label', { name: recipient })}
      </label>
      <textarea
        id={`${id}-input`}
        ref={input}
        className={styles.input}
        value={draft}
        maxLength={maxLength}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.footer}>
        <span id={`${id}-hint`} className={disabledReason ? styles.error : styles.muted}>
          {disabledReason ?? t('hint')}
        </span>
        <Button size="small" onClick={send} disabled={disabled || !draft.trim()}>
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
