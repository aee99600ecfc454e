import { EmptyState } from '@arena/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ScoreBoard } from './ScoreBoard';

/** /schedule?type=: 1 football, 2 basketball, otherwise both sports in tabs (spec §2: query type as /anchor). */
export default function SchedulePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const type = params.get('type');
  if (type === '3') return <EmptyState title={intl.formatMessage({ id: 'app.scores.empty.esports' })} />;
  return <ScoreBoard fixedView="schedule" fixedSport={type === '1' ? 'football' : type === '2' ? 'basketball' : undefined} />;
}
