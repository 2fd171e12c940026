import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-7xl font-bold text-brand-800">404</h1>
      <p className="mt-4 text-xl text-stone-700">Oops! Page not found</p>
      <Link to="/" className="mt-8 font-medium text-brand-700 underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}
