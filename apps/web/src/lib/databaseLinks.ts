// The addresses of the database pages (issue 19), shared by the features that link to them (scores'
// match detail, the footer, the database itself): a feature may not import another, so they live here.
// SPEC §2 fixes the routes: a competition is `/base-football?id=`, and teams and players live on the
// same routes by query (`?team=`, `?player=`) so no route is invented.

export type DatabaseSport = 'football' | 'basketball';

/** 0 football, 1 basketball (the wire's `type`). */
export const sportOfType = (type: number | undefined): DatabaseSport => (type === 1 ? 'basketball' : 'football');

export const competitionHref = (sport: DatabaseSport, id: number) => `/base-${sport}?id=${id}`;
export const teamHref = (sport: DatabaseSport, id: number) => `/base-${sport}?team=${id}`;
export const playerHref = (sport: DatabaseSport, id: number) => `/base-${sport}?player=${id}`;
/** A match's detail page (/score-detail, issue 5). */
export const matchHref = (sport: DatabaseSport, id: number) => `/score-detail?id=${id}&type=${sport === 'basketball' ? 1 : 0}`;
