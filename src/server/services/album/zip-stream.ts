import { crc32 } from 'node:zlib';

// A small streaming zip writer: each file is stored as it is (photos are WebP, already compressed,
// so deflate would only spend CPU), its CRC and size follow it in a data descriptor, so nothing
// is held in memory beyond one chunk. No zip64: an album is capped well below 4 GB
// (ALBUM_EVENT_STORAGE_MB), and so is the count of 65,535 files.

export interface ZipSource {
  name: string;
  modified: Date;
  /** The file's bytes, a chunk at a time; null when the file is gone (it is left out). */
  open(): Promise<AsyncIterable<Buffer> | null>;
}

const utf8Flag = 0x0800;
const descriptorFlag = 0x0008;

function dosTime(date: Date): { time: number; day: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  day: number;
}

function localHeader(name: Buffer, time: number, day: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(utf8Flag | descriptorFlag, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(day, 12);
  // CRC and sizes are 0 here: the data descriptor after the data carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(crc: number, size: number): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc >>> 0, 4);
  descriptor.writeUInt32LE(size, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function centralEntry(file: Written): Buffer {
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(20, 4);
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(utf8Flag | descriptorFlag, 8);
  entry.writeUInt16LE(0, 10);
  entry.writeUInt16LE(file.time, 12);
  entry.writeUInt16LE(file.day, 14);
  entry.writeUInt32LE(file.crc >>> 0, 16);
  entry.writeUInt32LE(file.size, 20);
  entry.writeUInt32LE(file.size, 24);
  entry.writeUInt16LE(file.name.length, 28);
  entry.writeUInt32LE(file.offset, 42);
  return Buffer.concat([entry, file.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** The zip's bytes, chunk by chunk, reading one file at a time. */
export async function* zipStream(sources: Iterable<ZipSource> | AsyncIterable<ZipSource>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const source of sources) {
    const body = await source.open();
    if (!body) continue;
    const name = Buffer.from(source.name, 'utf8');
    const { time, day } = dosTime(source.modified);
    const header = localHeader(name, time, day);
    const start = offset;
    yield header;
    offset += header.length;
    let crc = 0;
    let size = 0;
    for await (const chunk of body) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      offset += chunk.length;
      yield chunk;
    }
    const descriptor = dataDescriptor(crc, size);
    yield descriptor;
    offset += descriptor.length;
    written.push({ name, crc, size, offset: start, time, day });
  }
  const directoryStart = offset;
  let directorySize = 0;
  for (const file of written) {
    const entry = centralEntry(file);
    directorySize += entry.length;
    yield entry;
  }
  yield endOfCentralDirectory(written.length, directorySize, directoryStart);
}
