/** The links and one-time codes a message carries, for the dev outbox API. */
export function extractMailTokens(text: string): { links: string[]; codes: string[] } {
  const links = [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
  const withoutLinks = links.reduce((rest, link) => rest.replaceAll(link, " "), text);
  const codes = [...new Set(withoutLinks.match(/\b\d{6}\b/g) ?? [])];
  return { links, codes };
}
