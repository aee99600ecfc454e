export type Catalog = Record<string, string>;

/**
 * One catalog from the files `import.meta.glob` found (ids start with `ui.<component>.` or
 * `app.<feature>.`, so they never collide), in path order so the result does not depend on the bundler.
 */
export function mergeCatalogs(files: Record<string, Catalog>): Catalog {
  return Object.assign(
    {},
    ...Object.keys(files)
      .sort()
      .map((path) => files[path]),
  );
}
