// Brotli answers that share most of their bytes (issue 26, decision 0110). A text that many answers
// carry a prefix of (a session's roster in a rush of bookings) is compressed once, as one brotli
// stream flushed at chosen points; an answer is then a valid brotli stream made of its own bytes as
// stored (uncompressed) meta-blocks around the shared compressed bytes up to a point:
//   [stream header] [head, stored] [shared bytes up to a flush point] [rest, stored] [last, empty]
// This holds because the shared stream is made at quality 1, whose compressor uses neither the
// static dictionary nor literal context modeling, and refers only back into its own input: what
// comes before it (a stored head) changes nothing it decodes to. brotli-splice.test.ts decodes it.
import { Buffer } from 'node:buffer';
import { constants, createBrotliCompress } from 'node:zlib';

/** A stored meta-block holds at most 2^24 bytes. */
const MAX_STORED = 1 << 24;
/** ISLAST = 1, ISLASTEMPTY = 1: the end of the stream. */
const LAST = Buffer.from([3]);

/** A stored (uncompressed) meta-block: ISLAST 0, MNIBBLES, MLEN-1, ISUNCOMPRESSED 1, then the bytes. */
function stored(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += MAX_STORED) {
    const part = bytes.subarray(at, at + MAX_STORED);
    const m = part.length - 1;
    const nibbles = m < 1 << 16 ? 4 : m < 1 << 20 ? 5 : 6;
    // Bits from the lowest: 0 (not last), nibbles - 4 (2 bits), m (4 per nibble), 1 (stored).
    const bits = (nibbles - 4) * 2 + m * 8 + 2 ** (3 + 4 * nibbles);
    const headerBytes = Math.ceil((4 + 4 * nibbles) / 8);
    const header = Buffer.alloc(headerBytes);
    for (let i = 0, v = bits; i < headerBytes; i++, v = Math.floor(v / 256)) header[i] = v % 256;
    blocks.push(header, part);
  }
  return blocks;
}

type Compressed = { bytes: Buffer; offsets: number[] };

/** The text compressed once, flushed after the stream header and at each point. */
async function compress(text: string, points: readonly number[]): Promise<Compressed> {
  const encoder = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
  const chunks: Buffer[] = [];
  let length = 0;
  encoder.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  });
  const flush = () =>
    new Promise<void>((resolve) => encoder.flush(constants.BROTLI_OPERATION_FLUSH, resolve));
  const offsets: number[] = [];
  await flush();
  offsets.push(length);
  let from = 0;
  for (const point of points) {
    if (point <= from) continue;
    encoder.write(text.slice(from, point));
    from = point;
    await flush();
    offsets.push(length);
  }
  encoder.destroy();
  return { bytes: Buffer.concat(chunks), offsets };
}

/**
 * A text answers share a prefix of. `points` (ascending offsets, at no surrogate pair's middle) are
 * where an answer may leave the shared bytes; the stream is compressed on first use.
 */
export class SharedBrotliText {
  readonly points: number[];
  #compressed: Promise<Compressed> | undefined;

  constructor(
    readonly text: string,
    points: readonly number[],
  ) {
    this.points = [0, ...points.filter((p) => p > 0 && p <= text.length)];
  }

  /**
   * The brotli stream of `head + text.slice(0, upTo) + rest`: the text's shared bytes up to the last
   * point at or before `upTo`, everything else stored. `text` may be a longer text that this one is
   * a prefix of (a roster that grew since it was compressed).
   */
  async splice(head: string, upTo: number, rest: string, text = this.text): Promise<Buffer> {
    this.#compressed ??= compress(this.text, this.points.slice(1));
    const { bytes, offsets } = await this.#compressed;
    let i = 0;
    while (i + 1 < this.points.length && (this.points[i + 1] as number) <= upTo) i++;
    const from = this.points[i] as number;
    const own = Buffer.from(text.slice(from, upTo) + rest);
    const headBytes = Buffer.from(head);
    return Buffer.concat([
      bytes.subarray(0, offsets[0]),
      ...(headBytes.length > 0 ? stored(headBytes) : []),
      bytes.subarray(offsets[0], offsets[i]),
      ...(own.length > 0 ? stored(own) : []),
      LAST,
    ]);
  }
}
