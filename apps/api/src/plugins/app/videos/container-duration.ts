import fs from 'node:fs/promises';

/**
 * A video's length read from its container's header, for servers without ffprobe (issue 42 §15): MP4 and
 * QuickTime keep it in `moov/mvhd` (duration ÷ timescale), WebM and Matroska in `Segment/Info` (Duration ×
 * TimecodeScale). Only headers are read, a few kilobytes wherever they sit in the file; null when the file
 * says nothing usable. A small parser, not a demuxer: nothing else is looked at.
 */
export async function containerDurationSeconds(file: string): Promise<number | null> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      if (buffer.length > 0) await handle.read(buffer, 0, buffer.length, position);
      return buffer;
    };
    const head = await read(0, 12);
    // Awaited here: the handle closes in `finally`.
    if (head.length >= 4 && head.readUInt32BE(0) === EBML_MAGIC) return await matroskaDuration(read, size);
    return await isoDuration(read, size);
  } finally {
    await handle.close();
  }
}

type Reader = (position: number, length: number) => Promise<Buffer>;

/** Durations are whole seconds here, and anything longer than a day is a broken header. */
function plausible(seconds: number): number | null {
  return Number.isFinite(seconds) && seconds > 0 && seconds < 86_400 ? Math.round(seconds) : null;
}

// ISO base media (MP4, MOV): boxes of [size:u32][type:4cc], size 1 → a u64 size follows, 0 → to the end.
async function boxesOf(read: Reader, start: number, end: number) {
  const boxes: { type: string; body: number; end: number }[] = [];
  for (let at = start; at + 8 <= end && boxes.length < 1000;) {
    const header = await read(at, 16);
    if (header.length < 8) break;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let body = at + 8;
    if (size === 1) {
      if (header.length < 16) break;
      size = Number(header.readBigUInt64BE(8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) break;
    boxes.push({ type, body, end: at + size });
    at += size;
  }
  return boxes;
}

async function isoDuration(read: Reader, size: number): Promise<number | null> {
  const moov = (await boxesOf(read, 0, size)).find((box) => box.type === 'moov');
  if (!moov) return null;
  const mvhd = (await boxesOf(read, moov.body, moov.end)).find((box) => box.type === 'mvhd');
  if (!mvhd) return null;
  const data = await read(mvhd.body, 32);
  const version = data[0];
  if (version === 1 && data.length >= 32)
    return plausible(Number(data.readBigUInt64BE(24)) / data.readUInt32BE(20));
  if (version === 0 && data.length >= 20) {
    const timescale = data.readUInt32BE(12);
    return timescale > 0 ? plausible(data.readUInt32BE(16) / timescale) : null;
  }
  return null;
}

// Matroska / WebM: EBML elements of [id: vint with its marker][size: vint][data].
const EBML_MAGIC = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
/** Info sits near the start of a WebM file (before the clusters); this much is read to find it. */
const MATROSKA_HEAD_BYTES = 256 * 1024;

function vint(buffer: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = buffer[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8 || at + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + (buffer[at + index] ?? 0);
  return { value, length };
}

function elementsOf(buffer: Buffer, start: number, end: number) {
  const elements: { id: number; data: number; end: number }[] = [];
  for (let at = start; at < end && elements.length < 1000;) {
    const id = vint(buffer, at, true);
    if (!id) break;
    const size = vint(buffer, at + id.length, false);
    if (!size) break;
    const data = at + id.length + size.length;
    // An unknown size (all ones) runs to the end of what was read.
    const unknown = size.value === 2 ** (7 * size.length) - 1;
    const elementEnd = unknown ? end : Math.min(end, data + size.value);
    elements.push({ id: id.value, data, end: elementEnd });
    if (unknown) break;
    at = elementEnd;
  }
  return elements;
}

async function matroskaDuration(read: Reader, size: number): Promise<number | null> {
  const buffer = await read(0, Math.min(size, MATROSKA_HEAD_BYTES));
  const segment = elementsOf(buffer, 0, buffer.length).find((element) => element.id === SEGMENT);
  if (!segment) return null;
  const info = elementsOf(buffer, segment.data, segment.end).find((element) => element.id === INFO);
  if (!info) return null;
  let scale = 1_000_000;
  let duration: number | null = null;
  for (const element of elementsOf(buffer, info.data, info.end)) {
    const length = element.end - element.data;
    if (element.id === TIMECODE_SCALE && length > 0 && length <= 6)
      scale = buffer.readUIntBE(element.data, length);
    if (element.id === DURATION)
      duration =
        length === 4
          ? buffer.readFloatBE(element.data)
          : length === 8
            ? buffer.readDoubleBE(element.data)
            : null;
  }
  return duration === null ? null : plausible((duration * scale) / 1e9);
}
