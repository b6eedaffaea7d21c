/**
 * Files the server reads at run time (catalogs, reference data, migrations), found from the project's
 * root. This module sits one folder below the root, as does the built server (`dist-server/`, see
 * scripts/build-server.ts), so the same path works from the TypeScript sources and from the bundle.
 */
import { fileURLToPath } from 'node:url';

const ROOT = new URL('../', import.meta.url);

export const projectFile = (path: string): URL => new URL(path, ROOT);
export const projectPath = (path: string): string => fileURLToPath(projectFile(path));
