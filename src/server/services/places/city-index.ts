import { placeKey } from "~/domain/places/place-query";
import { typoAllowance } from "~/domain/search/typo-distance";
import type { CityColumns } from "./city-data";

/** Cities this big or bigger are the ones a misspelt name is compared with. */
const FUZZY_MIN_POPULATION = 5000;

/** Each city's name key. "Washington, D.C." is found as "Washington": after a comma a name says where it is. */
export function cityKeys(cities: CityColumns): string[] {
  return cities.names.map((name) => placeKey(name.split(",")[0]!));
}

/**
 * The cities with what finds them fast: their names' keys (placeKey) sorted, so that the cities whose
 * name starts with what was typed are one range; a tournament tree over that order that gives the
 * most populous city of any range; and, for misspelt names, the bigger cities grouped by first letter.
 */
export class CityIndex {
  readonly keys: string[];
  /** City indexes in the order of their keys. */
  private readonly order: Int32Array;
  private readonly sortedKeys: string[];
  /** tree[size + p] is order[p]; each inner node holds the more populous city of its two children. */
  private readonly tree: Int32Array;
  private readonly size: number;
  private readonly byFirstLetter = new Map<string, Int32Array>();

  constructor(
    readonly cities: CityColumns,
    keys: string[] = cityKeys(cities),
  ) {
    const { count, population } = cities;
    this.keys = keys;
    const order = Array.from({ length: count }, (_, i) => i);
    order.sort((a, b) => {
      const ka = keys[a]!;
      const kb = keys[b]!;
      return ka < kb ? -1 : ka > kb ? 1 : population[b]! - population[a]!;
    });
    this.order = Int32Array.from(order);
    this.sortedKeys = order.map((i) => this.keys[i]!);

    let size = 1;
    while (size < count) size *= 2;
    this.size = size;
    this.tree = new Int32Array(2 * size).fill(-1);
    for (let p = 0; p < count; p++) this.tree[size + p] = order[p]!;
    for (let node = size - 1; node >= 1; node--) {
      this.tree[node] = this.bigger(this.tree[2 * node]!, this.tree[2 * node + 1]!);
    }

    const groups = new Map<string, number[]>();
    for (let i = 0; i < count; i++) {
      if (population[i]! < FUZZY_MIN_POPULATION) continue;
      const first = this.keys[i]![0];
      if (!first) continue;
      const group = groups.get(first) ?? [];
      group.push(i);
      groups.set(first, group);
    }
    for (const [letter, group] of groups) {
      group.sort((a, b) => population[b]! - population[a]!);
      this.byFirstLetter.set(letter, Int32Array.from(group));
    }
  }

  private bigger(a: number, b: number): number {
    if (a < 0) return b;
    if (b < 0) return a;
    return this.cities.population[b]! > this.cities.population[a]! ? b : a;
  }

  /** The most populous city among sorted positions [from, to). */
  private biggestIn(from: number, to: number): number {
    let best = -1;
    let lo = from + this.size;
    let hi = to + this.size;
    while (lo < hi) {
      if (lo & 1) best = this.bigger(best, this.tree[lo++]!);
      if (hi & 1) best = this.bigger(best, this.tree[--hi]!);
      lo >>= 1;
      hi >>= 1;
    }
    return best;
  }

  private lowerBound(value: string): number {
    let lo = 0;
    let hi = this.sortedKeys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sortedKeys[mid]! < value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The sorted positions [from, to) of the keys that start with `prefix`. */
  private rangeOf(prefix: string): [number, number] {
    return [this.lowerBound(prefix), this.lowerBound(`${prefix}\uffff`)];
  }

  /** The cities whose key is exactly `key`, most populous first. */
  exact(key: string): number[] {
    const found: number[] = [];
    if (!key) return found;
    for (let p = this.lowerBound(key); p < this.sortedKeys.length && this.sortedKeys[p] === key; p++) {
      found.push(this.order[p]!);
    }
    const { population } = this.cities;
    return found.sort((a, b) => population[b]! - population[a]!);
  }

  /**
   * The most populous cities whose key starts with `prefix` and that `accept` takes, biggest first, at
   * most `limit`: the tree hands out a range's biggest city, then those of the two ranges either side
   * of it, so a short prefix costs about as much as a long one. At most `visits` cities are looked at.
   */
  biggestStartingWith(
    prefix: string,
    limit: number,
    accept: (city: number) => boolean,
    visits = 4000,
  ): number[] {
    const found: number[] = [];
    if (!prefix || limit <= 0) return found;
    const [from, to] = this.rangeOf(prefix);
    if (from >= to) return found;
    const position = new Map<number, number>();
    const heap: { from: number; to: number; city: number }[] = [];
    const push = (lo: number, hi: number) => {
      if (lo >= hi) return;
      const city = this.biggestIn(lo, hi);
      heap.push({ from: lo, to: hi, city });
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.heapBefore(heap[at]!.city, heap[parent]!.city)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    };
    const pop = () => {
      const top = heap[0]!;
      const last = heap.pop()!;
      if (heap.length > 0) {
        heap[0] = last;
        let at = 0;
        for (;;) {
          const left = 2 * at + 1;
          const right = left + 1;
          let best = at;
          if (left < heap.length && this.heapBefore(heap[left]!.city, heap[best]!.city)) best = left;
          if (right < heap.length && this.heapBefore(heap[right]!.city, heap[best]!.city)) best = right;
          if (best === at) break;
          [heap[at], heap[best]] = [heap[best]!, heap[at]!];
          at = best;
        }
      }
      return top;
    };
    push(from, to);
    let looked = 0;
    while (heap.length > 0 && found.length < limit && looked < visits) {
      const { from: lo, to: hi, city } = pop();
      looked++;
      if (accept(city)) found.push(city);
      let at = position.get(city);
      if (at === undefined) {
        // The city's sorted position: its key's range, then the city itself within it.
        at = this.lowerBound(this.keys[city]!);
        while (this.order[at] !== city) at++;
        position.set(city, at);
      }
      push(lo, at);
      push(at + 1, hi);
    }
    return found;
  }

  private heapBefore(a: number, b: number): boolean {
    return this.cities.population[a]! > this.cities.population[b]!;
  }

  /**
   * Bigger cities whose name (or, with `asPrefix`, the beginning of it) is within a typo or two of
   * `key`, best first: fewest typos, then most people. A typo is a letter left out, added or changed,
   * or two neighbours swapped (optimal string alignment, as in search/typo-distance). Looks at the
   * cities whose name starts with the key's first or second letter (a slip on the first letter).
   */
  closeTo(key: string, limit: number, accept: (city: number) => boolean, asPrefix: boolean): number[] {
    const allowed = typoAllowance(key);
    if (allowed === 0 || limit <= 0) return [];
    const scored: { city: number; typos: number }[] = [];
    const letters = new Set([key[0], key[1]].filter((letter) => letter && letter !== " ") as string[]);
    for (const letter of letters) {
      for (const city of this.byFirstLetter.get(letter) ?? []) {
        const typos = this.typos.between(key, this.keys[city]!, allowed, asPrefix);
        if (typos <= allowed && accept(city)) scored.push({ city, typos });
      }
    }
    const population = this.cities.population;
    scored.sort((a, b) => a.typos - b.typos || population[b.city]! - population[a.city]!);
    const found: number[] = [];
    for (const { city } of scored) {
      if (found.includes(city)) continue;
      found.push(city);
      if (found.length >= limit) break;
    }
    return found;
  }

  private readonly typos = new TypoCounter();
}

/**
 * Optimal string alignment distance with rows kept between calls (one comparison per city of a letter
 * on every keystroke must not allocate): whole names, or the best-matching beginning of a name.
 */
class TypoCounter {
  private rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

  /** The typos between `typed` and `name` (or its best beginning); `limit + 1` once more than `limit`. */
  between(typed: string, name: string, limit: number, asPrefix: boolean): number {
    const m = typed.length;
    const n = asPrefix ? Math.min(name.length, m + limit) : name.length;
    if (!asPrefix && Math.abs(n - m) > limit) return limit + 1;
    if (n < m - limit) return limit + 1;
    if (this.rows[0]!.length <= n) this.rows = this.rows.map(() => new Int32Array(2 * (n + 1)));
    let [before, previous, current] = this.rows as [Int32Array, Int32Array, Int32Array];
    for (let j = 0; j <= n; j++) previous[j] = j;
    for (let i = 1; i <= m; i++) {
      const a = typed.charCodeAt(i - 1);
      current[0] = i;
      let best = i;
      for (let j = 1; j <= n; j++) {
        const b = name.charCodeAt(j - 1);
        let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a === b ? 0 : 1));
        if (i > 1 && j > 1 && a === name.charCodeAt(j - 2) && typed.charCodeAt(i - 2) === b) {
          d = Math.min(d, before[j - 2]! + 1);
        }
        current[j] = d;
        if (d < best) best = d;
      }
      if (best > limit) return limit + 1;
      [before, previous, current] = [previous, current, before];
    }
    if (!asPrefix) return Math.min(previous[n]!, limit + 1);
    let best = limit + 1;
    for (let j = 0; j <= n; j++) if (previous[j]! < best) best = previous[j]!;
    return best;
  }
}
