/** What the owner chose for the logo: keep the saved one, a new file, or none. */
export type LogoChoice = {
  /** The saved logo (null for a new business or when there is none). */
  savedUrl: string | null;
  /** A picked file, uploaded after the business is saved. */
  file: File | null;
  /** The saved logo is to be removed. */
  removed: boolean;
};

export const noLogoChange = (savedUrl: string | null = null): LogoChoice => ({
  savedUrl,
  file: null,
  removed: false,
});

/** The change a save must make to the logo, if any. */
export function logoChange(choice: LogoChoice): { upload: File } | { remove: true } | null {
  if (choice.file) return { upload: choice.file };
  if (choice.removed && choice.savedUrl) return { remove: true };
  return null;
}
