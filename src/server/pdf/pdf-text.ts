// Text for the standard PDF fonts: folded to what they can draw and wrapped to a width.

/** Letters with a stroke rather than an accent: Unicode gives them no plain form. */
const STROKED: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  "\u2010": "-",
  "\u2011": "-",
};

/**
 * Text the standard PDF fonts can draw: each character they lack becomes its letter without accents
 * when that one exists ("ő" → "o", "Ł" → "L"), else "?"; spaces of every kind become one space.
 */
export function foldToCharacterSet(text: string, drawable: ReadonlySet<number>): string {
  let out = "";
  for (const char of text.replace(/[^\S\n]+/g, " ")) {
    const code = char.codePointAt(0)!;
    if (drawable.has(code) || char === "\n") {
      out += char;
      continue;
    }
    const base = STROKED[char] ?? char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    out += base && [...base].every((c) => drawable.has(c.codePointAt(0)!)) ? base : "?";
  }
  return out;
}

/**
 * Words laid into lines no wider than `width` (by `measure`), paragraph by paragraph; a word wider
 * than a line is cut. At most `maxLines`: when the text goes on, the last line ends with "…".
 */
export function wrapText(
  text: string,
  width: number,
  measure: (s: string) => number,
  maxLines = Number.POSITIVE_INFINITY,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (measure(line) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && measure(`${last}…`) > width) last = last.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}
