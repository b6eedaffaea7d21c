/**
 * Which Noto font file draws a character. The @fontsource packages split the fonts by unicode-range
 * (their CSS lists the ranges), so a certificate loads only the few files its text needs: Latin and
 * Cyrillic (Kazakh letters live in cyrillic-ext) from Noto Sans, Chinese from Noto Sans SC's slices.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface Face {
  file: string;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);

function faces(pkg: string): Face[] {
  const dir = dirname(require.resolve(`${pkg}/400.css`));
  const css = readFileSync(join(dir, '400.css'), 'utf8');
  return [...css.matchAll(/url\(\.\/(files\/[^)]+?)\.woff2\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map((m) => ({
    // The .woff beside each .woff2: fontkit's subsetter breaks on woff2's transformed glyph table
    // ("Offset is outside the bounds of the DataView"), and woff is the same outlines zlib-packed.
    file: join(dir, `${m[1]!}.woff`),
    ranges: m[2]!.split(',').map((r) => {
      const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(a!, 16), parseInt(b ?? a!, 16)] as [number, number];
    }),
  }));
}

let all: Face[] | undefined;
/** Noto Sans first, so Latin and Cyrillic never come from the Chinese font's glyphs. */
const loaded = () => (all ??= [...faces('@fontsource/noto-sans'), ...faces('@fontsource/noto-sans-sc')]);

/** The font file for a code point, or undefined when none has it (it is then left out). */
export function fontFileFor(codePoint: number): string | undefined {
  return loaded().find((f) => f.ranges.some(([a, b]) => codePoint >= a && codePoint <= b))?.file;
}

/** Splits text into runs that one font file draws. */
export function runs(text: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const ch of text) {
    const file = ch === ' ' ? (out.at(-1)?.file ?? fontFileFor(32)) : fontFileFor(ch.codePointAt(0)!);
    if (!file) continue;
    const last = out.at(-1);
    if (last?.file === file) last.text += ch;
    else out.push({ file, text: ch });
  }
  return out;
}
