import { Menu } from "lucide-react";
import { Link, NavLink } from "react-router";
import { cn } from "~/web/lib/cn";

const PUBLIC_LINKS = [
  { to: "/", label: "Home" },
  { to: "/businesses", label: "Businesses" },
  { to: "/directory", label: "Directory" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-700",
    isActive ? "bg-brand-700 text-white" : "text-brand-50",
  );

function NavLinks() {
  return (
    <>
      {PUBLIC_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === "/"} className={linkClass}>
          {link.label}
        </NavLink>
      ))}
      <Link
        to="/auth"
        className="rounded-md bg-gold-400 px-3 py-2 text-sm font-semibold text-stone-900 hover:bg-gold-500"
      >
        Sign In
      </Link>
    </>
  );
}

export function SiteHeader() {
  return (
    <header className="bg-brand-800 text-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Ujamaa
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          <NavLinks />
        </div>
        <details className="relative md:hidden">
          <summary className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-brand-700">
            <Menu aria-hidden="true" />
            <span className="sr-only">Menu</span>
          </summary>
          <div className="absolute right-0 z-40 mt-2 flex w-56 flex-col gap-1 rounded-md bg-brand-800 p-2 shadow-lg">
            <NavLinks />
          </div>
        </details>
      </nav>
    </header>
  );
}
