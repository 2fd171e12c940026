/** The logo as the form holds it: a chosen file (uploaded once the business is saved), the saved URL, or none. */
export type LogoValue = File | string | null;

/** The change a save must make to the logo, if any, given the logo the business had. */
export function logoChange(
  value: LogoValue,
  savedUrl: string | null,
): { upload: File } | { remove: true } | null {
  if (value instanceof File) return { upload: value };
  if (value === null && savedUrl) return { remove: true };
  return null;
}
