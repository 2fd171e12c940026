import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { OPERATOR } from "./operator";

const ROW = "flex items-center gap-2 font-medium text-stone-600";
const ICON = "h-5 w-5 shrink-0 text-brand-700";
const LINK = "break-words font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

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
        <div>
          <dt className={ROW}>
            <Mail aria-hidden="true" className={ICON} />
            Email
          </dt>
          <dd className="mt-1 pl-7">
            <a href={`mailto:${OPERATOR.email}`} className={LINK}>
              {OPERATOR.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className={ROW}>
            <Phone aria-hidden="true" className={ICON} />
            Phone
          </dt>
          <dd className="mt-1 pl-7">
            <a href={OPERATOR.phoneHref} className={LINK}>
              {OPERATOR.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className={ROW}>
            <MapPin aria-hidden="true" className={ICON} />
            Address
          </dt>
          <dd className="mt-1 pl-7">
            <address className="not-italic">
              {OPERATOR.name}
              {OPERATOR.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className={ROW}>
            <Clock aria-hidden="true" className={ICON} />
            Hours
          </dt>
          <dd className="mt-1 pl-7">{OPERATOR.hours}</dd>
        </div>
      </dl>
    </section>
  );
}
