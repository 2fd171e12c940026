import { Link } from "react-router";
import { useLocalPath, useT } from "~/web/features/languages/language-context";

/** The call to action: the dashboard for a signed-in user, sign-in otherwise. */
export function ListYourBusiness({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const local = useLocalPath();
  return (
    <section aria-labelledby="cta-title" className="bg-brand-900 py-12 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold">
            {t("Own a Black-owned business?")}
          </h2>
          <p className="mt-2 text-brand-100">
            {t("Get found by customers, apply for certification and hear about contract opportunities.")}
          </p>
        </div>
        <Link
          to={local(signedIn ? "/dashboard" : "/auth")}
          className="inline-flex h-11 items-center rounded-md bg-gold-400 px-6 font-semibold text-stone-900 hover:bg-gold-500"
        >
          {t("List Your Business")}
        </Link>
      </div>
    </section>
  );
}
