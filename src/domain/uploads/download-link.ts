/**
 * The link that saves a served file instead of showing it: the same link (a signed one stays valid)
 * with `download` added, which the files route answers as an attachment.
 */
export function downloadLink(url: string): string {
  const [path, query = ""] = url.split("?", 2);
  const params = new URLSearchParams(query);
  params.set("download", "1");
  return `${path}?${params}`;
}
