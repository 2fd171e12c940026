import type { OwnedBusiness } from "~/domain/businesses/my-businesses-query";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { Switch } from "~/web/components/ui/switch";
import { ActiveBadge } from "~/web/features/businesses/card/active-badge";
import { BusinessLogo } from "~/web/features/businesses/card/business-logo";
import { useT } from "~/web/features/languages/language-context";

type StorefrontCardProps = {
  business: OwnedBusiness;
  toggling: boolean;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
};

/** One of the owner's storefronts: banner, logo, name, place, state, description, rating and actions. */
export function StorefrontCard({ business: b, toggling, onEdit, onToggle, onDelete }: StorefrontCardProps) {
  const t = useT();
  const headingId = `storefront-${b.id}`;
  const place = [b.city, b.state].filter(Boolean).join(", ");
  const banner = b.images[0];
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[3/1] w-full bg-gradient-to-r from-brand-700 to-brand-900">
        {banner ? <img src={banner} alt="" loading="lazy" className="h-full w-full object-cover" /> : null}
        <ActiveBadge active={b.is_active} look="banner" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <BusinessLogo business={b} look="raised" className="h-16 w-16" />
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="break-words font-semibold leading-snug text-stone-900">
              {b.name}
            </h3>
            {place ? (
              <p className="flex items-center gap-1 text-sm text-stone-600">
                <Icon name="map-pin" className="h-3.5 w-3.5 shrink-0" />
                {place}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {b.rating === null ? (
            <span className="text-stone-600">{t("No reviews yet")}</span>
          ) : (
            <span className="inline-flex items-center gap-1">
              <Icon name="star" className="h-4 w-4 fill-gold-400 text-gold-500" />
              <span className="font-semibold">{b.rating.toFixed(1)}</span>
              <span className="text-stone-600">
                {t("{count, plural, one {(# review)} other {(# reviews)}}", { count: b.review_count })}
              </span>
            </span>
          )}
          {b.is_verified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
              <Icon name="badge-check" className="h-3.5 w-3.5" />
              {t("Verified")}
            </span>
          ) : null}
        </div>
        {b.description ? <p className="line-clamp-3 text-sm text-stone-700">{b.description}</p> : null}
        <div className="mt-auto space-y-3 border-t border-stone-100 pt-3">
          <div className="flex items-center justify-between gap-2">
            <span id={`${headingId}-active`} className="text-sm text-stone-700">
              {b.is_active ? t("Shown in the directory") : t("Hidden from the directory")}
            </span>
            <Switch
              checked={b.is_active}
              onCheckedChange={onToggle}
              disabled={toggling}
              aria-label={t("Active {name}", { name: b.name })}
              aria-describedby={`${headingId}-active`}
            />
          </div>
          <div className="grid grid-cols-3 gap-2">
            <Button asChild variant="outline" size="sm">
              <a
                href={`/business/${b.id}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("View {name} (opens in a new tab)", { name: b.name })}
              >
                {t("View")}
              </a>
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={t("Edit {name}", { name: b.name })}
            >
              {t("Edit")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={onDelete}
              aria-label={t("Delete {name}", { name: b.name })}
              className="text-ember-600 hover:bg-red-50"
            >
              {t("Delete")}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
