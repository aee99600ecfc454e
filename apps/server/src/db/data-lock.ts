import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * Issue 12: PGlite is one process's files; a second server on the same data folder would corrupt
 * them. The first holds `<folder>.lock` with its pid; another refuses with a message saying which
 * process holds it. A lock whose process is gone (kill -9, power cut) is stale and taken over.
 */
export class DataFolderLocked extends Error {
  constructor(
    readonly path: string,
    readonly pid: number,
  ) {
    super(
      `The data folder is in use by another Arena server (pid ${pid}, lock file ${path}). ` +
        'Stop that server, or give this one another ARENA_DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock (throws DataFolderLocked when a live process holds it); returns its release. */
export function lockDataFolder(path: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (holder(path) === process.pid) unlinkSync(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = holder(path);
    // Our own pid: this process reopening its folder (a stale lock of a process whose pid we reuse).
    if (pid !== undefined && pid !== process.pid && alive(pid)) throw new DataFolderLocked(path, pid);
    try {
      unlinkSync(path); // stale: its process is gone
    } catch {
      // another starter removed it first; try again
    }
  }
  throw new DataFolderLocked(path, holder(path) ?? 0);
}
