/** RTMP ingest: filled in below. */
export interface Ingest {
  /** `rtmp://<public host>:<port>/live` for a request from `origin`. */
  pushUrl(origin: string): string;
  /** Drops the room's push, if any (its key was reset). */
  drop(uid: number): void;
}
