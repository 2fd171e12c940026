/** The Chromium to run: CHROMIUM_PATH, the system one, or one it installs (see find-chromium.js). */
export function findChromium(): string;
