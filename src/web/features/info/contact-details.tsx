import { Clock, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { OPERATOR } from "./operator";

const LINK = "break-words font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-medium text-stone-600">
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-1 pl-7">{children}</dd>
    </div>
  );
}

/** The operator's static contact details. */
export function ContactDetails() {
  return (
    <section
      aria-labelledby="contact-details-title"
      className="self-start rounded-lg border border-stone-200 bg-white p-5"
    >
      <h2 id="contact-details-title" className="text-lg font-semibold text-stone-900">
        Reach us directly
      </h2>
      <dl className="mt-4 space-y-4 text-sm text-stone-800">
        <Detail icon={Mail} label="Email">
          <a href={`mailto:${OPERATOR.email}`} className={LINK}>
            {OPERATOR.email}
          </a>
        </Detail>
        <Detail icon={Phone} label="Phone">
          <a href={OPERATOR.phoneHref} className={LINK}>
            {OPERATOR.phone}
          </a>
        </Detail>
        <Detail icon={MapPin} label="Address">
          <address className="not-italic">
            {OPERATOR.name}
            {OPERATOR.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
        <Detail icon={Clock} label="Hours">
          {OPERATOR.hours}
        </Detail>
      </dl>
    </section>
  );
}
