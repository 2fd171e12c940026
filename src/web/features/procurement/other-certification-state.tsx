import type { OtherCertification } from "~/domain/procurement/other-certification-schema";
import { Icon } from "~/web/components/ui/icon";
import { useFormat, useT } from "~/web/features/languages/language-context";

type Props = {
  cert: Pick<OtherCertification, "expired" | "checked" | "checked_at" | "checked_by">;
  /** Who checked it (the owner's and admins' views). */
  showChecker?: boolean;
};

/**
 * An other certification's state: "Expired" once its expiry has passed; else "Checked by Ujamaa" with
 * the day an admin checked it (and who, for the owner and admins); else "Not checked" (their views) or
 * nothing (the public's).
 */
export function OtherCertificationState({ cert, showChecker = false }: Props) {
  const t = useT();
  const format = useFormat();
  if (cert.expired) {
    return (
      <span className="inline-flex items-center rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-ember-600">
        {t("Expired")}
      </span>
    );
  }
  if (cert.checked && cert.checked_at) {
    const day = format.day(cert.checked_at);
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
        <Icon name="badge-check" className="h-3.5 w-3.5" />
        {showChecker && cert.checked_by
          ? t("Checked by Ujamaa on {day} ({name})", { day, name: cert.checked_by.name })
          : t("Checked by Ujamaa on {day}", { day })}
      </span>
    );
  }
  if (!showChecker) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
      {t("Not checked yet")}
    </span>
  );
}
