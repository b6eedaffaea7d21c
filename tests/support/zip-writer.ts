/**
 * Writes ZIP archives by hand, so a test can build what no honest tool writes: an entry whose headers
 * declare another size than its bytes (a zip bomb hiding its size), or an XLSX padded with parts.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';

export interface ZipPart {
  name: string;
  data: Buffer;
  /** What the headers claim the unpacked size is (default: the truth). */
  declaredSize?: number;
}

export function writeZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const packed = deflateRawSync(p.data);
    const crc = crc32(p.data);
    const size = p.declaredSize ?? p.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** The parts of an archive, to copy an XLSX with parts added or changed. */
export function readZip(zip: Buffer): Promise<ZipPart[]> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err);
      const parts: ZipPart[] = [];
      file.on('entry', (entry: yauzl.Entry) =>
        file.openReadStream(entry, (e, s) => {
          if (e || !s) return reject(e);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => (parts.push({ name: entry.fileName, data: Buffer.concat(chunks) }), file.readEntry()));
        }),
      );
      file.on('end', () => resolve(parts));
      file.on('error', reject);
      file.readEntry();
    }),
  );
}
