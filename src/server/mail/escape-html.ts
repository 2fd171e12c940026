/** Text made safe to put inside HTML (the certificate page writes its HTML by hand). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
