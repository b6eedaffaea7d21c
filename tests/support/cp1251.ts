/** Encodes text as Windows-1251 (what a Russian Excel writes for "CSV"): Node decodes it but cannot encode it. */
export function windows1251(text: string): Buffer {
  const decoder = new TextDecoder('windows-1251');
  const table = new Map<string, number>();
  for (let b = 0; b < 256; b++) table.set(decoder.decode(new Uint8Array([b])), b);
  return Buffer.from([...text].map((ch) => table.get(ch) ?? 0x3f));
}
