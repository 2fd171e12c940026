/**
 * How many typos a typed word may hold and still find a name word, as search engines forgive them
 * (Meilisearch, Typesense): none under 5 letters, one from 5, two from 9.
 */
export function typoAllowance(word: string): number {
  const letters = [...word].length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

/**
 * The optimal-string-alignment distance: the fewest deletions, insertions, substitutions and swaps
 * of two neighbours that turn `a` into `b` (a swap counts as one typo, as a slip of the fingers does).
 * Stops early and answers `limit + 1` once every alignment costs more than `limit`.
 */
export function typoDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}
