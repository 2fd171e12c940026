import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/web/components/ui/button";
import { useT } from "~/web/features/languages/language-context";
import { serverMessage } from "~/web/lib/api/client";
import { uploadVendorList } from "~/web/lib/api/vendor-lists";

const MAX_BYTES = 10 * 1024 * 1024;

/** Choose a CSV or XLSX file and upload it (with the upload's progress); then its page shows the matching. */
export function VendorUpload() {
  const t = useT();
  const inputId = useId();
  const helpId = useId();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file) return setError(t("Choose a CSV or Excel (.xlsx) file first."));
    if (file.size > MAX_BYTES) return setError(t("The file is larger than 10 MB."));
    setError(null);
    setPercent(0);
    try {
      const list = await uploadVendorList(file, setPercent);
      await navigate(`/vendor-lists/${list.id}`);
    } catch (failure) {
      setError(serverMessage(failure) ?? t("The upload failed. Please try again."));
    } finally {
      setPercent(null);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <div>
        <label htmlFor={inputId} className="block font-medium text-stone-900">
          {t("Vendor file")}
        </label>
        <p id={helpId} className="text-sm text-stone-600">
          {t(
            "CSV or Excel (.xlsx), up to 10 MB and 50,000 rows, with a header row: a name column (Name, Company, Vendor Name, Supplier…) and any of address, city, state/region, postcode, country, phone, website and e-mail.",
          )}
        </p>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={helpId}
          className="mt-2 block w-full text-sm"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(null);
          }}
        />
      </div>
      {percent !== null ? (
        <div className="space-y-1">
          <progress className="h-2 w-full" max={100} value={percent} aria-label={t("Upload progress")} />
          <p className="text-sm text-stone-600" aria-live="polite">
            {t("Uploading… {percent} %", { percent })}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-ember-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={percent !== null}>
        {t("Upload and match")}
      </Button>
    </form>
  );
}
