/** Names as a sentence would list them: 'A', 'A and B', 'A, B and C'. */
export function namesList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
