/**
 * A number as Intl.NumberFormat("en-US", { maximumFractionDigits }) writes it ("1,250", "4.5"), written out
 * by hand for the reason format-date.ts gives: English pages construct no Intl formatter while they start.
 * As Intl does, it rounds the number's shortest decimal form half away from zero: 1.005 is "1.005", and
 * "1.005e2" reads as exactly 100.5, so 1.01. Values JavaScript writes with an exponent (under 1e-6, from
 * 1e21), NaN and the infinities are left to Intl. The test compares it with Intl's output.
 */
export function formatEnglishNumber(value: number, maximumFractionDigits = 3): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || String(abs).includes("e")) {
    return new Intl.NumberFormat("en-US", { maximumFractionDigits }).format(value);
  }
  const digits = maximumFractionDigits;
  const shifted = Math.round(Number(`${abs}e${digits}`));
  // Shifted past 1e21, the value is a whole number already (above 2^53 every double is).
  const rounded = String(shifted).includes("e") ? abs : Number(`${shifted}e-${digits}`);
  const [whole = "", fraction = ""] = rounded.toFixed(digits).split(".");
  const kept = fraction.replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${kept ? `.${kept}` : ""}`;
}
