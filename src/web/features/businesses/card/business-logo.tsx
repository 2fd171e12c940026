import { cn } from "~/web/lib/cn";

type BusinessLogoProps = { name: string; logoUrl: string | null; fallback: string; className?: string };

/** The logo, or a box with the fallback text ("No logo" on cards, "No Image" in the directory). */
export function BusinessLogo({ name, logoUrl, fallback, className }: BusinessLogoProps) {
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={`${name} logo`}
        loading="lazy"
        className={cn("shrink-0 rounded-md border border-stone-200 bg-white object-contain", className)}
      />
    );
  }
  return (
    <div
      className={cn(
        "flex shrink-0 items-center justify-center rounded-md border border-dashed border-stone-300 bg-stone-100 text-center text-xs text-stone-600",
        className,
      )}
    >
      {fallback}
    </div>
  );
}
