import { useState } from "react";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { downloadCertificate } from "~/web/lib/api/businesses";
import { saveFile } from "~/web/lib/save-file";

/**
 * "Download Certificate" for a verified, paid, approved business (shown to anyone viewing it): the
 * server makes the certificate (HTML with a QR code of its verification page) and the browser saves
 * it as certificate-{name}.html. "Generating..." and disabled meanwhile; a toast tells how it went.
 */
export function CertificateButton({
  businessId,
  size = "sm",
}: {
  businessId: string;
  size?: "sm" | "default";
}) {
  const t = useT();
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const { file, fileName } = await downloadCertificate(businessId);
      saveFile(file, fileName);
      toast.success(t("Certificate Downloaded"), {
        description: t("Your business certificate has been generated and downloaded successfully."),
      });
    } catch (error) {
      console.warn("Certificate download failed", error);
      toast.error(t("Download Failed"), {
        description: t("Failed to generate certificate. Please try again."),
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button type="button" variant="outline" size={size} disabled={pending} onClick={download}>
      <Icon name="download" className="h-4 w-4" />
      {pending ? t("Generating...") : t("Download Certificate")}
    </Button>
  );
}
