import { Fragment } from "react";
import { Link } from "react-router";
import { formatAnnualPrice, TIER_ANNUAL_PRICE_CENTS, TIERS, type Tier } from "~/domain/certification/tiers";
import { Icon } from "~/web/components/ui/icon";
import {
  type Translate,
  useFormat,
  useLanguage,
  useLocalPath,
  useT,
} from "~/web/features/languages/language-context";

const OFFERINGS = [
  {
    icon: "search",
    title: "A directory anyone can search",
    text: "Find Black-owned businesses by name, category, city or country, see who is open now, and reach them by phone, e-mail or website. No account needed.",
  },
  {
    icon: "store",
    title: "Storefronts for owners",
    text: "List your business for free, describe what you offer, add your hours, logo and photos, and see how many people view your profile and contact you.",
  },
  {
    icon: "badge-check",
    title: "Tiered certification",
    text: "Apply for Verified, Certified or Preferred status with your documents and a signed affidavit. Our administrators review every application.",
  },
  {
    icon: "award",
    title: "Verifiable certificates",
    text: "Certified businesses download a certificate with a QR code; anyone can check on Ujamaa that it is valid and current.",
  },
  {
    icon: "briefcase",
    title: "Contract opportunities",
    text: "Members post contract opportunities, and Preferred businesses get e-mail alerts when a new one is published.",
  },
] as const;

const CTA = "inline-flex h-11 items-center justify-center rounded-md px-6 font-semibold";

/** A message with words marked `<b>…</b>`, those words set in bold. */
function WithBold({ text }: { text: string }) {
  // Text, bold words, text, bold words, …, text.
  return text
    .split(/<b>(.*?)<\/b>/)
    .map((piece, i) =>
      i % 2 === 1 ? <strong key={i}>{piece}</strong> : <Fragment key={i}>{piece}</Fragment>,
    );
}

/** A tier's yearly price: English as the price list writes it ("$180/year"), the others the local way. */
function useYearlyPrice(t: Translate): (tier: Tier) => string {
  const english = useLanguage() === "en";
  const format = useFormat();
  return (tier) => {
    if (english) return formatAnnualPrice(tier);
    const dollars = TIER_ANNUAL_PRICE_CENTS[tier] / 100;
    return dollars === 0 ? t("Free") : t("{price}/year", { price: format.dollars(dollars) });
  };
}

/** The About page: mission, motto, what Ujamaa offers, and where to start. */
export function AboutContent({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const to = useLocalPath();
  const yearlyPrice = useYearlyPrice(t);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 px-4 py-14 text-white md:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{t("About Ujamaa")}</h1>
          <p className="mt-4 text-xl font-semibold text-gold-400 md:text-2xl">
            {t("Educate. Elevate. Empower.")}
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="mx-auto max-w-3xl px-4 py-12 text-stone-800">
        <h2 id="mission-title" className="text-2xl font-bold text-stone-900">
          {t("Our mission")}
        </h2>
        <div className="mt-4 space-y-4 text-base leading-relaxed md:text-lg">
          <p>
            {t(
              "Ujamaa is a membership network and directory promoting Black-owned businesses in the United States and worldwide. Our mission is to connect people to those businesses and to help the businesses grow: easier to find, easier to trust, and first in line for new work.",
            )}
          </p>
          <p>
            <WithBold
              text={t(
                "Ujamaa is the principle of cooperative economics: building and supporting our own businesses together. Our motto says how — we <b>educate</b> customers about where to spend, <b>elevate</b> the businesses that earn their trust, and <b>empower</b> owners with the tools to win contracts.",
              )}
            />
          </p>
        </div>
      </section>

      <section aria-labelledby="offerings-title" className="bg-stone-50 px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="offerings-title" className="text-2xl font-bold text-stone-900">
            {t("What we offer")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {OFFERINGS.map(({ icon, title, text }) => (
              <li key={title} className="rounded-lg border border-stone-200 bg-white p-5">
                <Icon name={icon} className="h-6 w-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-stone-900">{t(title)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-stone-700">{t(text)}</p>
              </li>
            ))}
          </ul>
          <h3 className="mt-10 text-lg font-semibold text-stone-900">{t("Certification tiers")}</h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("Certification tiers and yearly prices")}>
            {TIERS.map((tier) => (
              <li
                key={tier}
                className="rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm text-stone-800"
              >
                <span className="font-semibold">{t(tier)}</span> · {yearlyPrice(tier)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="start-title" className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h2 id="start-title" className="text-2xl font-bold text-stone-900">
          {t("Get started")}
        </h2>
        <p className="mt-3 text-stone-700">{t("Find a business near you, or put yours on the map.")}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={to("/directory")} className={`${CTA} bg-brand-800 text-white hover:bg-brand-700`}>
            {t("Browse the Directory")}
          </Link>
          <Link
            to={signedIn ? "/dashboard" : to("/auth")}
            className={`${CTA} bg-gold-400 text-stone-900 hover:bg-gold-500`}
          >
            {t("List Your Business")}
          </Link>
        </div>
      </section>
    </>
  );
}
