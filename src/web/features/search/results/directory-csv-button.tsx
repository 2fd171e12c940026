import { useState } from "react";
import type { BusinessSearch } from "~/domain/search/search-params";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { downloadBusinessesCsv } from "~/web/lib/api/businesses";
import { serverMessage } from "~/web/lib/api/client";
import { saveFile } from "~/web/lib/save-file";

/**
 * "Download CSV": the directory's current results (its filters and order) as a spreadsheet file for
 * buyers' supplier lists. "Preparing..." and disabled meanwhile; a toast tells how it went.
 */
export function DirectoryCsvButton({ search }: { search: BusinessSearch }) {
  const [pending, setPending] = useState(false);
  const t = useT();
  async function download() {
    setPending(true);
    try {
      const { file, fileName } = await downloadBusinessesCsv(search);
      saveFile(file, fileName);
      toast.success(t("List Downloaded"), { description: t("Saved as {fileName}.", { fileName }) });
    } catch (error) {
      console.warn("CSV download failed", error);
      toast.error(t("Download Failed"), {
        description: serverMessage(error) ?? t("Failed to prepare the list. Please try again."),
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" disabled={pending} onClick={download}>
      <Icon name="download" className="h-4 w-4" />
      {pending ? t("Preparing...") : t("Download CSV")}
    </Button>
  );
}
