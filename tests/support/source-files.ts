/** The source files (.ts, .tsx; tests left out) below a folder, as posix paths: what the lint tests read. */
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

const posix = (f: string) => f.split(sep).join('/');

export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [posix(join(dir, e.name))]
        : [],
  );
