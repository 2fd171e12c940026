import { Link } from "react-router";
import { useLocalPath, useT } from "~/web/features/languages/language-context";

export function NotFound() {
  const t = useT();
  const local = useLocalPath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-7xl font-bold text-brand-800">404</h1>
      <p className="mt-4 text-xl text-stone-700">{t("Oops! Page not found")}</p>
      <Link to={local("/")} className="mt-8 font-medium text-brand-700 underline underline-offset-4">
        {t("Return to Home")}
      </Link>
    </section>
  );
}
