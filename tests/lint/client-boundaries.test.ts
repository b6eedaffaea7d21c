/**
 * Each browser import boundary in eslint/client-boundaries.js fires on a probe at a realistic path (the
 * holes found before were accepted by ESLint silently), and a legal import passes. Probes import files
 * that exist, because the zones judge resolved paths.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports'];

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '') || m.fatal);
}

const fires: [string, string, string, string][] = [
  [
    'a nested feature folder → another feature',
    'src/features/contest/akim/probe.tsx',
    "import { x } from '../../admin-contest/answer-labels.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature → a route',
    'src/features/contest/probe.tsx',
    "import { Route } from '../../routes/__root.tsx';",
    'import-x/no-restricted-paths',
  ],
  [
    'lib → a feature',
    'src/lib/probe.ts',
    "import { x } from '../features/admin-contest/answer-labels.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'components → a route',
    'src/components/ui/probe.tsx',
    "import { Route } from '../../routes/__root.tsx';",
    'import-x/no-restricted-paths',
  ],
  ['sync → react', 'src/sync/probe.ts', "import { useState } from 'react';", 'no-restricted-imports'],
  [
    'sync → react through a lib file',
    'src/sync/probe.ts',
    "import { useOnline } from '../lib/use-online.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'sync → a component',
    'src/sync/probe.ts',
    "import { Button } from '../components/ui/button.tsx';",
    'import-x/no-restricted-paths',
  ],
  ['sw → lib', 'sw/probe.ts', "import { x } from '../src/lib/storage.ts';", 'import-x/no-restricted-paths'],
  ['sw → a package other than workbox', 'sw/probe.ts', "import Dexie from 'dexie';", 'no-restricted-imports'],
  [
    'src → server internals',
    'src/lib/probe.ts',
    "import { audit } from '../../api/lib/audit.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src → the database layer',
    'src/lib/probe.ts',
    "import { db } from '../../db/client.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src → api/app.ts as a value',
    'src/lib/probe.ts',
    "import { app } from '../../api/app.ts';",
    'no-restricted-imports',
  ],
  ['a route file → zod', 'src/routes/probe.tsx', "import { z } from 'zod';", 'no-restricted-imports'],
  ['src/main.tsx → zod', 'src/main.tsx', "import { z } from 'zod';", 'no-restricted-imports'],
  // storage.ts is imported by locale.ts, so importing locale.ts back closes a loop.
  ['a cycle', 'src/lib/storage.ts', "import { x } from './locale.ts';", 'import-x/no-cycle'],
];

const passes: [string, string, string][] = [
  [
    'a nested feature folder → its own feature, lib, components and contract/',
    'src/features/contest/akim/probe.tsx',
    [
      "import { x } from '../use-contest-info.ts';",
      "import { db } from '../../../sync/db.ts';",
      "import { Button } from '../../../components/ui/button.tsx';",
      "import { ROLES } from '../../../../contract/roles.ts';",
    ].join('\n'),
  ],
  [
    'sync → sync, its store and contract/',
    'src/sync/probe.ts',
    [
      "import { x } from './backoff.ts';",
      "import { db } from './db.ts';",
      "import { y } from '../../contract/sync.ts';",
    ].join('\n'),
  ],
  [
    'sw → sync and workbox',
    'sw/probe.ts',
    "import { x } from '../src/sync/engine.ts';\nimport { y } from 'workbox-core';",
  ],
  ['src → import type of api/app.ts', 'src/lib/probe.ts', "import type { AppType } from '../../api/app.ts';"],
  [
    'a route → a feature and lib',
    'src/routes/probe.tsx',
    "import { x } from '../lib/route-search.ts';\nimport { y } from '../features/home/home-page.tsx';",
  ],
];

describe('client import boundaries', () => {
  it.each(fires)('%s fires', async (_name, filePath, code, rule) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors.map((m) => m.ruleId)).toContain(rule);
  });

  it.each(passes)('%s passes', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
