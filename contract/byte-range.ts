/**
 * One `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14): a video seeks and a cut
 * download resumes by these. Only a single range is served; a list of several is answered with the
 * whole file, as the RFC allows. Shared by the server's media route and the service worker, which cuts
 * ranges from the files it keeps (sw/byte-ranges.ts), so online and offline answer a range alike.
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

export function byteRange(header: string | undefined, size: number): ByteRange {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // A suffix: the last N bytes (all of a shorter file); "bytes=-0" asks for nothing.
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
