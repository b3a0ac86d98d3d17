/**
 * A minimal WebM (Matroska) writer for short silent clips: one VP8 video track, every frame a
 * key frame. The frames come from sharp's lossy WebP encoder, whose "VP8 " chunk is exactly a
 * VP8 key frame, so a clip needs no video encoder and no external program such as ffmpeg.
 */

/** Takes the VP8 bitstream out of a lossy WebP file (RIFF "WEBP" with a "VP8 " chunk). */
export function extractVp8Frame(webp: Buffer): Buffer {
  if (webp.toString("ascii", 0, 4) !== "RIFF" || webp.toString("ascii", 8, 12) !== "WEBP") {
    throw new Error("Not a WebP file");
  }
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString("ascii", offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === "VP8 ") return webp.subarray(offset + 8, offset + 8 + size);
    // Chunks are padded to an even length.
    offset += 8 + size + (size % 2);
  }
  throw new Error("The WebP file has no lossy VP8 frame (lossless or alpha frames cannot go into VP8 video)");
}

export interface ClipOptions {
  width: number;
  height: number;
  framesPerSecond: number;
}

export function muxWebm(frames: readonly Buffer[], options: ClipOptions): Buffer {
  const frameMs = 1000 / options.framesPerSecond;
  const header = element(0x1a45dfa3, [
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    text(0x4282, "webm"),
    uint(0x4287, 2),
    uint(0x4285, 2),
  ]);
  const info = element(0x1549a966, [
    uint(0x2ad7b1, 1_000_000),
    float(0x4489, frames.length * frameMs),
    text(0x4d80, "nagai-seed"),
    text(0x5741, "nagai-seed"),
  ]);
  const tracks = element(0x1654ae6b, [
    element(0xae, [
      uint(0xd7, 1),
      uint(0x73c5, 1),
      uint(0x83, 1),
      uint(0x9c, 0),
      text(0x86, "V_VP8"),
      uint(0x23e383, Math.round(frameMs * 1_000_000)),
      element(0xe0, [uint(0xb0, options.width), uint(0xba, options.height)]),
    ]),
  ]);
  // A block's time is a signed 16-bit offset from its cluster's time: start a cluster every 5 s.
  const clusters: Buffer[] = [];
  const perCluster = Math.max(1, Math.floor(5000 / frameMs));
  for (let first = 0; first < frames.length; first += perCluster) {
    const start = Math.round(first * frameMs);
    const blocks = frames.slice(first, first + perCluster).map((frame, i) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1, as an EBML variable-length number
      head.writeInt16BE(Math.round((first + i) * frameMs) - start, 1);
      head[3] = 0x80; // key frame
      return element(0xa3, [head, frame]);
    });
    clusters.push(element(0x1f43b675, [uint(0xe7, start), ...blocks]));
  }
  return Buffer.concat([header, element(0x18538067, [info, tracks, ...clusters])]);
}

function element(id: number, children: readonly Buffer[]): Buffer {
  const body = Buffer.concat(children);
  return Buffer.concat([encodeId(id), encodeSize(body.length), body]);
}

function uint(id: number, value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return element(id, [Buffer.from(bytes)]);
}

function float(id: number, value: number): Buffer {
  const body = Buffer.alloc(8);
  body.writeDoubleBE(value);
  return element(id, [body]);
}

function text(id: number, value: string): Buffer {
  return element(id, [Buffer.from(value, "ascii")]);
}

/** Element ids are written as they are listed in the specification, length marker included. */
function encodeId(id: number): Buffer {
  const bytes: number[] = [];
  let rest = id;
  while (rest > 0) {
    bytes.unshift(rest & 0xff);
    rest = Math.floor(rest / 256);
  }
  return Buffer.from(bytes);
}

/** The shortest EBML variable-length size: a marker bit, then the value. */
function encodeSize(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    // All ones is reserved for "unknown size", hence the - 1.
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0]! |= 1 << (8 - length);
      return bytes;
    }
  }
  throw new Error(`EBML size too large: ${size}`);
}
