import { Link } from "react-router";
import { formatAnnualPrice, TIERS } from "~/domain/certification/tiers";
import { Icon } from "~/web/components/ui/icon";

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

/** The About page: mission, motto, what Ujamaa offers, and where to start. */
export function AboutContent({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 px-4 py-14 text-white md:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight md:text-5xl">About Ujamaa</h1>
          <p className="mt-4 text-xl font-semibold text-gold-400 md:text-2xl">Educate. Elevate. Empower.</p>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="mx-auto max-w-3xl px-4 py-12 text-stone-800">
        <h2 id="mission-title" className="text-2xl font-bold text-stone-900">
          Our mission
        </h2>
        <div className="mt-4 space-y-4 text-base leading-relaxed md:text-lg">
          <p>
            Ujamaa is a membership network and directory promoting Black-owned businesses in the United States
            and worldwide. Our mission is to connect people to those businesses and to help the businesses
            grow: easier to find, easier to trust, and first in line for new work.
          </p>
          <p>
            Ujamaa is the principle of cooperative economics: building and supporting our own businesses
            together. Our motto says how — we <strong>educate</strong> customers about where to spend,{" "}
            <strong>elevate</strong> the businesses that earn their trust, and <strong>empower</strong> owners
            with the tools to win contracts.
          </p>
        </div>
      </section>

      <section aria-labelledby="offerings-title" className="bg-stone-50 px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="offerings-title" className="text-2xl font-bold text-stone-900">
            What we offer
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {OFFERINGS.map(({ icon, title, text }) => (
              <li key={title} className="rounded-lg border border-stone-200 bg-white p-5">
                <Icon name={icon} className="h-6 w-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-stone-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-stone-700">{text}</p>
              </li>
            ))}
          </ul>
          <h3 className="mt-10 text-lg font-semibold text-stone-900">Certification tiers</h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Certification tiers and yearly prices">
            {TIERS.map((tier) => (
              <li
                key={tier}
                className="rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm text-stone-800"
              >
                <span className="font-semibold">{tier}</span> · {formatAnnualPrice(tier)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="start-title" className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h2 id="start-title" className="text-2xl font-bold text-stone-900">
          Get started
        </h2>
        <p className="mt-3 text-stone-700">Find a business near you, or put yours on the map.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/directory" className={`${CTA} bg-brand-800 text-white hover:bg-brand-700`}>
            Browse the Directory
          </Link>
          <Link
            to={signedIn ? "/dashboard" : "/auth"}
            className={`${CTA} bg-gold-400 text-stone-900 hover:bg-gold-500`}
          >
            List Your Business
          </Link>
        </div>
      </section>
    </>
  );
}
