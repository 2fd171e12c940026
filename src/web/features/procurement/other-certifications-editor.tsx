import { useState } from "react";
import { OTHER_CERTIFICATION_LIMITS } from "~/domain/procurement/other-certification-rules";
import type { OtherCertification } from "~/domain/procurement/other-certification-schema";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { toast } from "~/web/components/ui/toast";
import { useFormat, useT } from "~/web/features/languages/language-context";
import {
  addOtherCertification,
  deleteOtherCertification,
  updateOtherCertification,
} from "~/web/lib/api/other-certifications";
import { OtherCertificationFormFields } from "./other-certification-form";
import { OtherCertificationState } from "./other-certification-state";

type Props = {
  id: string;
  /** None while the business is new (it must be saved first). */
  businessId: string | undefined;
  /** As the owner reads them (null while they are read). */
  initial: readonly OtherCertification[] | null;
};

/**
 * "Other certifications" within For buyers: each is saved at once (it carries a file), apart from the
 * business form's Save. Adding or changing one shows a form in place; deleting asks first. A change
 * clears Ujamaa's check, and the list says so.
 */
export function OtherCertificationsEditor({ id, businessId, initial }: Props) {
  const t = useT();
  const format = useFormat();
  const [list, setList] = useState<OtherCertification[] | null>(null);
  const [editing, setEditing] = useState<"new" | string | null>(null);
  const [deleting, setDeleting] = useState<OtherCertification | null>(null);
  const certs = list ?? (initial ? [...initial] : []);
  const f = (name: string) => `${id}-${name}`;

  if (!businessId) {
    return (
      <section aria-labelledby={f("title")} className="space-y-2">
        <h3 id={f("title")} className="text-sm font-medium text-stone-700">
          {t("Other certifications")}
        </h3>
        <p className="text-sm text-stone-600">
          {t(
            "Save the business first; then add its NMSDC, WBENC, SBA 8(a), HUB, DBE or other certificates here.",
          )}
        </p>
      </section>
    );
  }

  const replace = (cert: OtherCertification) => {
    setList(
      certs.some((c) => c.id === cert.id)
        ? certs.map((c) => (c.id === cert.id ? cert : c))
        : [...certs, cert],
    );
    setEditing(null);
  };

  async function remove(cert: OtherCertification) {
    try {
      await deleteOtherCertification(businessId!, cert.id);
      setList(certs.filter((c) => c.id !== cert.id));
      setDeleting(null);
      toast.success(t("Certification deleted"));
    } catch (error) {
      toast.error(t("Could not delete the certification"), {
        description: error instanceof Error ? error.message : t("Please try again."),
      });
    }
  }

  return (
    <section aria-labelledby={f("title")} className="space-y-3">
      <div>
        <h3 id={f("title")} className="text-sm font-medium text-stone-700">
          {t("Other certifications")}
        </h3>
        <p className="text-xs text-stone-500">
          {t(
            "NMSDC MBE, WBENC WBE, SBA 8(a), a state HUB, DBE or another, each with its certificate. Ujamaa's admins check them; a change clears the check. Saved at once, apart from the business.",
          )}
        </p>
      </div>
      {initial === null && list === null ? (
        <p role="status" className="text-sm text-stone-600">
          {t("Loading…")}
        </p>
      ) : certs.length === 0 ? (
        <p className="text-sm text-stone-600">{t("None yet.")}</p>
      ) : (
        <ul className="space-y-2">
          {certs.map((cert) => (
            <li key={cert.id} className="rounded-md border border-stone-200 p-3 text-sm">
              {editing === cert.id ? (
                <OtherCertificationFormFields
                  id={f(`edit-${cert.id}`)}
                  cert={cert}
                  onSave={(values, onProgress) =>
                    updateOtherCertification(businessId, cert.id, values, onProgress)
                  }
                  onSaved={(saved) => {
                    replace(saved);
                    toast.success(t("Certification saved"));
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="space-y-1">
                    <p>
                      <span className="font-medium">{cert.title}</span> · {cert.certifier}{" "}
                      <OtherCertificationState cert={cert} showChecker />
                    </p>
                    <p className="text-stone-600">
                      {t("No.")} <span className="font-mono">{cert.number}</span> ·{" "}
                      {cert.expired
                        ? t("Expired on {day}", { day: format.day(cert.expires_on) })
                        : t("Expires {day}", { day: format.day(cert.expires_on) })}
                      {cert.file && (
                        <>
                          {" · "}
                          <a
                            href={cert.file.url}
                            target="_blank"
                            rel="noreferrer"
                            className="text-brand-700 underline underline-offset-2"
                          >
                            {t("View certificate")}
                            <span className="sr-only">{` ${t("of {name}", { name: cert.title })}`}</span>
                          </a>
                        </>
                      )}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={t("Edit {title}", { title: cert.title })}
                      onClick={() => setEditing(cert.id)}
                    >
                      {t("Edit")}
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={t("Delete {title}", { title: cert.title })}
                      onClick={() => setDeleting(cert)}
                    >
                      {t("Delete")}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === "new" ? (
        <OtherCertificationFormFields
          id={f("new")}
          onSave={(values, onProgress) => addOtherCertification(businessId, values, onProgress)}
          onSaved={(saved) => {
            replace(saved);
            toast.success(t("Certification added"));
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button
          type="button"
          variant="outline"
          disabled={editing !== null || certs.length >= OTHER_CERTIFICATION_LIMITS.perBusiness}
          onClick={() => setEditing("new")}
        >
          {t("Add a certification")}
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("Delete this certification?")}
        description={
          deleting
            ? t("{title} (No. {number}) and its certificate will be deleted.", {
                title: deleting.title,
                number: deleting.number,
              })
            : ""
        }
        confirmLabel={t("Delete")}
        pendingLabel={t("Deleting...")}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </section>
  );
}
