import type { StorefrontValues } from "~/domain/businesses/business-form-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { SOCIAL_NETWORKS } from "./storefront-form";
import { useObjectUrl } from "./use-object-url";

type StorefrontPreviewProps = { values: StorefrontValues; logo: File | null; banner: File | null };

/** The storefront as the directory will show it, before it is published. */
export function StorefrontPreview({ values, logo, banner }: StorefrontPreviewProps) {
  const t = useT();
  const logoUrl = useObjectUrl(logo);
  const bannerUrl = useObjectUrl(banner);
  // As the public will see it: no street address when only the area shows.
  const street = values.show_area_only ? null : values.address;
  const place = [street, values.city, values.state, values.zip_code].filter(Boolean).join(", ");
  const links = SOCIAL_NETWORKS.filter((network) => values.social_media?.[network.key]);
  return (
    <article
      aria-label={t("Storefront preview")}
      className="overflow-hidden rounded-lg border border-stone-200"
    >
      <div className="aspect-[3/1] w-full bg-gradient-to-r from-brand-700 to-brand-900">
        {bannerUrl ? (
          <img src={bannerUrl} alt={t("Banner preview")} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="space-y-3 p-4">
        <div className="flex items-center gap-3">
          {logoUrl ? (
            <img src={logoUrl} alt={t("Logo preview")} className="h-14 w-14 rounded-md border object-cover" />
          ) : (
            <span className="flex h-14 w-14 items-center justify-center rounded-md bg-stone-100 text-stone-500">
              <Icon name="store" className="h-6 w-6" />
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold text-stone-900">{values.name}</p>
            <p className="text-sm text-stone-600">
              {values.category ? t(values.category as MessageId) : null}
            </p>
          </div>
        </div>
        <p className="whitespace-pre-line break-words text-sm text-stone-700">{values.description}</p>
        <dl className="grid gap-1 text-sm text-stone-700">
          <PreviewLine icon="mail" label={t("Email")} value={values.email} />
          <PreviewLine icon="phone" label={t("Phone")} value={values.phone} />
          <PreviewLine icon="globe" label={t("Website")} value={values.website} />
          <PreviewLine icon="map-pin" label={t("Address")} value={place} />
        </dl>
        {links.length > 0 ? (
          <p className="text-sm text-stone-600">
            {t("Social: {networks}", { networks: links.map((network) => network.label).join(", ") })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

function PreviewLine({
  icon,
  label,
  value,
}: {
  icon: "mail" | "phone" | "globe" | "map-pin";
  label: string;
  value: string | null | undefined;
}) {
  if (!value) return null;
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 gap-2">
        <Icon name={icon} className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" />
        <span className="min-w-0 break-words">{value}</span>
      </dd>
    </div>
  );
}
