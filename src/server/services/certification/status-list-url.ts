/** Where status list n is published: GET /api/v1/credentials/status/{n}. */
export function statusListUrl(origin: string, list: number): string {
  return `${origin}/api/v1/credentials/status/${list}`;
}

/** The list number of one of our status list URLs, whatever the origin; null for anything else. */
export function statusListNumberOf(url: unknown): number | null {
  if (typeof url !== "string") return null;
  const match = /\/api\/v1\/credentials\/status\/([1-9]\d{0,5})$/.exec(url);
  return match ? Number(match[1]) : null;
}
