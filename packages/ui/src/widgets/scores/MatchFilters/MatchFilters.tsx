import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../primitives/Tabs/Tabs';
import * as styles from './MatchFilters.css';

export const filterModes = ['competition', 'country'] as const;
export type FilterMode = (typeof filterModes)[number];

export interface FilterOption {
  id: number;
  name: string;
  /** Matches of that day. */
  count: number;
}

/** What is filtered: every match (null), or the matches of these competitions or countries. */
export interface MatchFilter {
  mode: FilterMode;
  ids: readonly number[];
}

export interface MatchFiltersProps {
  competitions: readonly FilterOption[];
  countries: readonly FilterOption[];
  /** The applied filter, or null for all matches. */
  value: MatchFilter | null;
  onChange: (next: MatchFilter | null) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function OptionList({
  options,
  chosen,
  onChosen,
}: {
  options: readonly FilterOption[];
  chosen: ReadonlySet<number>;
  onChosen: (next: Set<number>) => void;
}) {
  const intl = useIntl();
  const t = useMessages('ui.matchFilters');
  return (
    <div className={styles.body}>
      <div className={styles.actions}>
        <Button size="small" variant="soft" tone="neutral" onClick={() => onChosen(new Set(options.map((o) => o.id)))}>
          {t('selectAll')}
        </Button>
        <Button
          size="small"
          variant="soft"
          tone="neutral"
          onClick={() => onChosen(new Set(options.filter((o) => !chosen.has(o.id)).map((o) => o.id)))}
        >
          {t('invert')}
        </Button>
        <span className={styles.count}>
          {t('chosen', { count: options.filter((o) => chosen.has(o.id)).length, total: options.length })}
        </span>
      </div>
      <div className={styles.options}>
        {options.map((o) => (
          <Checkbox
            key={o.id}
            label={intl.formatMessage({ id: 'ui.matchFilters.option' }, { name: o.name, count: o.count })}
            checked={chosen.has(o.id)}
            onCheckedChange={(on) => {
              const next = new Set(chosen);
              if (on) next.add(o.id);
              else next.delete(o.id);
              onChosen(next);
            }}
          />
        ))}
      </div>
    </div>
  );
}

/** Filters the score list by event (competition) or by country, with select all and invert. */
export function MatchFilters({ competitions, countries, value, onChange, open: openProp, defaultOpen, onOpenChange }: MatchFiltersProps) {
  const intl = useIntl();
  const t = useMessages('ui.matchFilters');
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [mode, setMode] = useState<FilterMode>(value?.mode ?? 'competition');
  const all = (m: FilterMode) => new Set((m === 'competition' ? competitions : countries).map((o) => o.id));
  const [chosen, setChosen] = useState<Record<FilterMode, Set<number>>>(() => ({
    competition: all('competition'),
    country: all('country'),
  }));
  // Each opening starts from the applied filter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open only
  useEffect(() => {
    if (!open) return;
    setMode(value?.mode ?? 'competition');
    setChosen({
      competition: value?.mode === 'competition' ? new Set(value.ids) : all('competition'),
      country: value?.mode === 'country' ? new Set(value.ids) : all('country'),
    });
  }, [open]);
  const apply = () => {
    const options = mode === 'competition' ? competitions : countries;
    const ids = options.filter((o) => chosen[mode].has(o.id)).map((o) => o.id);
    onChange(ids.length === options.length ? null : { mode, ids });
    setOpen(false);
  };
  const active = value !== null;
  return (
    <Dialog
      title={t('title')}
      open={open}
      onOpenChange={setOpen}
      width={480}
      trigger={
        <Button variant={active ? 'soft' : 'ghost'} tone={active ? 'brand' : 'neutral'} size="small">
          {active ? intl.formatMessage({ id: 'ui.matchFilters.triggerActive' }, { count: value.ids.length }) : t('trigger')}
        </Button>
      }
      footer={
        <>
          <Button variant="ghost" tone="neutral" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={apply}>{t('apply')}</Button>
        </>
      }
    >
      <Tabs value={mode} onValueChange={(m) => setMode(m as FilterMode)}>
        <TabsList label={t('by')}>
          <TabsTrigger value="competition">{t('byCompetition')}</TabsTrigger>
          <TabsTrigger value="country">{t('byCountry')}</TabsTrigger>
        </TabsList>
        <TabsContent value="competition">
          <OptionList
            options={competitions}
            chosen={chosen.competition}
            onChosen={(next) => setChosen((c) => ({ ...c, competition: next }))}
          />
        </TabsContent>
        <TabsContent value="country">
          <OptionList options={countries} chosen={chosen.country} onChosen={(next) => setChosen((c) => ({ ...c, country: next }))} />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}
