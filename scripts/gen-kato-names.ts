/**
 * Writes db/data/kato-names.json: every KATO unit's display name in kk, ru, en and zh, made from the
 * verbatim KATO data (db/data/kato.json) by api/reference/kato-display.ts (ADR 096). Deterministic;
 * run after changing the KATO data, the hand-checked Chinese names or the transliteration:
 * `npx tsx scripts/gen-kato-names.ts`. A unit test fails while the committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildKatoNames, katoNamesFile, type KatoSource } from '../api/reference/kato-display.ts';

const { regions } = JSON.parse(readFileSync('db/data/kato.json', 'utf8')) as { regions: KatoSource[] };
writeFileSync('db/data/kato-names.json', katoNamesFile(buildKatoNames(regions)));
