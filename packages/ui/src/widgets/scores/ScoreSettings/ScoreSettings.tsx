import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { Switch } from '../../../primitives/Switch/Switch';
import * as styles from './ScoreSettings.css';

/** SPEC §3 game settings: red-card alerts, the goal sound, yellow-card alerts (defaults true, false, true). */
export interface GameSettings {
  red: boolean;
  voice: boolean;
  yellow: boolean;
}

/** SPEC §3 immediately settings value1–4 (defaults true, true, false, false): what the score rows show. */
export interface ImmediatelySettings {
  /** Yellow and red card counts. */
  value1: boolean;
  /** Half-time score. */
  value2: boolean;
  /** Odds. */
  value3: boolean;
  /** Corners. */
  value4: boolean;
}

export const defaultGameSettings: GameSettings = { red: true, voice: false, yellow: true };
export const defaultImmediatelySettings: ImmediatelySettings = { value1: true, value2: true, value3: false, value4: false };

export interface ScoreSettingsPanelProps {
  game: GameSettings;
  immediately: ImmediatelySettings;
  onGameChange: (next: GameSettings) => void;
  onImmediatelyChange: (next: ImmediatelySettings) => void;
}

/** The sound and display settings of the score pages; every switch applies at once. */
export function ScoreSettingsPanel({ game, immediately, onGameChange, onImmediatelyChange }: ScoreSettingsPanelProps) {
  const t = useMessages('ui.scoreSettings');
  return (
    <div className={styles.body}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('alerts')}</legend>
        <Switch
          label={t('voice')}
          description={t('voiceHelp')}
          checked={game.voice}
          onCheckedChange={(voice) => onGameChange({ ...game, voice })}
        />
        <Switch label={t('red')} checked={game.red} onCheckedChange={(red) => onGameChange({ ...game, red })} />
        <Switch label={t('yellow')} checked={game.yellow} onCheckedChange={(yellow) => onGameChange({ ...game, yellow })} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('display')}</legend>
        <Switch
          label={t('value1')}
          checked={immediately.value1}
          onCheckedChange={(value1) => onImmediatelyChange({ ...immediately, value1 })}
        />
        <Switch
          label={t('value2')}
          checked={immediately.value2}
          onCheckedChange={(value2) => onImmediatelyChange({ ...immediately, value2 })}
        />
        <Switch
          label={t('value3')}
          checked={immediately.value3}
          onCheckedChange={(value3) => onImmediatelyChange({ ...immediately, value3 })}
        />
        <Switch
          label={t('value4')}
          checked={immediately.value4}
          onCheckedChange={(value4) => onImmediatelyChange({ ...immediately, value4 })}
        />
      </fieldset>
    </div>
  );
}

export interface ScoreSettingsProps extends ScoreSettingsPanelProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A settings button that opens the panel in a dialog. */
export function ScoreSettings({ open, defaultOpen, onOpenChange, ...panel }: ScoreSettingsProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'ui.scoreSettings.title' });
  return (
    <Dialog
      title={title}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      width={420}
      trigger={
        <Button variant="ghost" tone="neutral" size="small">
          {title}
        </Button>
      }
    >
      <ScoreSettingsPanel {...panel} />
    </Dialog>
  );
}
