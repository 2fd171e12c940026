import zlib from "node:zlib";

// A kept page is the same for everyone but for its CSP nonce, which each answer must have of its own.
// Gzipping the whole page per answer cost ~0.7 ms; instead its pieces between the nonces are deflated
// once, each ending on a byte boundary with no reference to what came before (a full flush), and every
// answer puts its nonce between them as an uncompressed ("stored") deflate block: one standard gzip
// stream, whose checksum is computed over the answer's own bytes (RFC 1951, 1952).

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked final: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** Each piece deflated on its own, ending byte-aligned and independent of the others. */
export function deflatePieces(pieces: Buffer[]): Buffer[] {
  return pieces.map((piece) => zlib.deflateRawSync(piece, { finishFlush: zlib.constants.Z_FULL_FLUSH }));
}

/** `bytes` (under 64 kB) as one stored, non-final deflate block. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/**
 * The gzip stream of `pieces` joined by `fill`, from the pieces deflated once (`deflated`, from
 * deflatePieces): only the fill is added and the checksum computed.
 */
export function gzipJoined(pieces: Buffer[], deflated: Buffer[], fill: Buffer): Buffer {
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(storedBlock(fill));
      crc = zlib.crc32(fill, crc);
      size += fill.length;
    }
    chunks.push(deflated[i]!);
    crc = zlib.crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header accepts gzip (named without q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase().split(";"))
    .some(([coding, ...params]) => coding === "gzip" && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
}
