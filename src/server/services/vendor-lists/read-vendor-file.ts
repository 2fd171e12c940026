import { parse } from "csv-parse/sync";
import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { fileTypeFromBuffer } from "file-type";
import { readSheet } from "read-excel-file/node";
import { VENDOR_LIST_LIMITS as L, VENDOR_LIST_MESSAGES as M } from "~/domain/vendor-lists/vendor-list-rules";
import { AppError } from "~/server/errors";

type Cells = unknown[][];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((b, i) => bytes[i] === b);

const refuse = (message: string, code: "validation" | "unsupported_media_type" = "validation") =>
  new AppError(code, message, { file: message });

/**
 * A workbook's entries as the archive declares them, then as they really unpack, streamed and stopped at
 * the first sign of a ZIP bomb: more than 100 MB in all, or an entry over 100 times its packed size (or
 * over what it declared). Only then does the workbook reader unpack it.
 */
function checkArchive(bytes: Uint8Array): void {
  const names = new Set<string>();
  let declared = 0;
  let bomb = false;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        names.add(entry.name);
        declared += entry.originalSize;
        if (entry.originalSize > Math.max(entry.size, 1) * L.maxRatio) bomb = true;
        return false;
      },
    });
  } catch {
    throw refuse(M.unreadable, "unsupported_media_type");
  }
  if (bomb || declared > L.maxUnpackedBytes) throw refuse(M.zipBomb);
  if (!names.has("xl/workbook.xml")) throw refuse(M.fileType, "unsupported_media_type");
  let total = 0;
  const unzip = new Unzip((entry) => {
    let unpacked = 0;
    const limit = Math.min(entry.originalSize ?? 0, Math.max(entry.size ?? 0, 1) * L.maxRatio);
    entry.ondata = (error, chunk) => {
      if (error || bomb) return;
      unpacked += chunk.length;
      total += chunk.length;
      if (unpacked > limit || total > L.maxUnpackedBytes) {
        bomb = true;
        entry.terminate();
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    if (!bomb) throw refuse(M.unreadable);
  }
  if (bomb) throw refuse(M.zipBomb);
}

async function readWorkbook(bytes: Uint8Array): Promise<Cells> {
  checkArchive(bytes);
  try {
    return (await readSheet(Buffer.from(bytes))) as Cells;
  } catch {
    throw refuse(M.unreadable);
  }
}

/** Text as UTF-8 when it is valid UTF-8, else as Windows-1252 (what spreadsheets save "CSV" in on Windows). */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator of a CSV: a comma, unless the header line has more semicolons or tabs. */
function separatorOf(text: string): string {
  const line = text.slice(0, text.indexOf("\n") >= 0 ? text.indexOf("\n") : text.length);
  const count = (c: string) => line.split(c).length - 1;
  const [best] = [",", ";", "\t"].sort((a, b) => count(b) - count(a));
  return count(best!) > 0 ? best! : ",";
}

function readCsv(bytes: Uint8Array): Cells {
  if (bytes.includes(0)) throw refuse(M.fileType, "unsupported_media_type");
  const text = decodeText(bytes);
  try {
    return parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to: L.maxRows + 1000,
    }) as Cells;
  } catch {
    throw refuse(M.unreadable);
  }
}

/**
 * A vendor file's cells, judged by its content rather than its name: a ZIP must be an Excel workbook
 * (xl/workbook.xml, checked against ZIP bombs first); any other binary (an image, a program, a PDF) is
 * refused with 415; the rest is CSV text.
 */
export async function readVendorFile(bytes: Uint8Array): Promise<Cells> {
  if (bytes.byteLength === 0) throw refuse(M.empty);
  if (bytes.byteLength > L.maxBytes)
    throw new AppError("payload_too_large", M.tooLarge, { file: M.tooLarge });
  if (isZip(bytes)) return readWorkbook(bytes);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed) throw refuse(M.fileType, "unsupported_media_type");
  return readCsv(bytes);
}
