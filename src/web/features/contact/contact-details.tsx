import type { ReactNode } from "react";
import { Icon } from "~/web/components/ui/icon";
import type { IconName } from "~/web/components/ui/icon-names";
import { OPERATOR } from "~/web/features/info/operator";
import { useT } from "~/web/features/languages/language-context";

const LINK = "break-words font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-medium text-stone-600">
        <Icon name={icon} className="h-5 w-5 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-1 ps-7">{children}</dd>
    </div>
  );
}

/** The operator's static contact details (the postal address as the post writes it). */
export function ContactDetails() {
  const t = useT();
  return (
    <section
      aria-labelledby="contact-details-title"
      className="self-start rounded-lg border border-stone-200 bg-white p-5"
    >
      <h2 id="contact-details-title" className="text-lg font-semibold text-stone-900">
        {t("Reach us directly")}
      </h2>
      <dl className="mt-4 space-y-4 text-sm text-stone-800">
        <Detail icon="mail" label={t("Email")}>
          <a href={`mailto:${OPERATOR.email}`} className={LINK}>
            {OPERATOR.email}
          </a>
        </Detail>
        <Detail icon="phone" label={t("Phone")}>
          <a href={OPERATOR.phoneHref} className={LINK}>
            {OPERATOR.phone}
          </a>
        </Detail>
        <Detail icon="map-pin" label={t("Address")}>
          <address className="not-italic">
            {OPERATOR.name}
            {OPERATOR.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
        <Detail icon="clock" label={t("Hours")}>
          {t(OPERATOR.hours)}
        </Detail>
      </dl>
    </section>
  );
}
