import type { ScoreFrame } from '@arena/realtime';

// The `data` of the score socket's `{ code: 100, data }` pushes, field for field as WIRE.md records
// them: one definition for the server and the client (packages/realtime).
export type { BasketballExponentFrame, BasketballMatchFrame, FootballExponentFrame, FootballMatchFrame, ScoreFrame } from '@arena/realtime';

/** Which connections a frame is for: football or basketball (classify), and the odds company (toggle). */
export function audienceOf(frame: ScoreFrame): { sport: 0 | 1; companyId?: number } {
  switch (frame.type) {
    case 'football_match':
      return { sport: 0 };
    case 'football_exponent':
      return { sport: 0, companyId: frame.company_id };
    case 'basketball_match':
      return { sport: 1 };
    case 'basketball_exponent':
      // Basketball odds are of the default company (spec §9: company_id 1).
      return { sport: 1, companyId: 1 };
  }
}
