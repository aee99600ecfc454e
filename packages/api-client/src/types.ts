import type { components, paths } from './generated/schema';

export type { components, operations, paths } from './generated/schema';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type LoginResult = Schemas['LoginResult'];
export type SystemSettings = Schemas['SystemSettings'];
export type CountryCode = Schemas['CountryCode'];
export type FootballMatch = Schemas['FootballMatch'];
export type BasketballMatch = Schemas['BasketballMatch'];
export type HotMatch = Schemas['HotMatch'];
export type Exponent = Schemas['Exponent'];
export type LiveRoom = Schemas['LiveRoom'];
export type RoomInfo = Schemas['RoomInfo'];
export type RankEntry = Schemas['RankEntry'];
export type Gift = Schemas['Gift'];
export type BackpackGift = Schemas['BackpackGift'];
export type GuardTier = Schemas['GuardTier'];
export type NobleTier = Schemas['NobleTier'];
export type Horn = Schemas['Horn'];
export type SignTaskList = Schemas['SignTaskList'];
export type StandingRow = Schemas['StandingRow'];

export type Method = 'get' | 'post';

/** The paths that have an operation for `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

export type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? (Q extends undefined ? never : Q) : never;
export type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The `data` of a successful envelope. */
export type DataOf<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } }
  ? R extends { data?: infer D }
    ? D
    : unknown
  : unknown;

export type Input<O> = ([QueryOf<O>] extends [never] ? { query?: undefined } : { query?: QueryOf<O> }) &
  ([BodyOf<O>] extends [never] ? { body?: undefined } : { body?: BodyOf<O> });
