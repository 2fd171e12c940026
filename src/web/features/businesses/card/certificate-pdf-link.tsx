import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";

/** The certificate as one page of PDF, beside the HTML download: a plain link the browser saves. */
export function CertificatePdfLink({ businessId }: { businessId: string }) {
  const t = useT();
  return (
    <Button asChild variant="outline" size="sm">
      <a href={`/api/v1/businesses/${businessId}/certificate.pdf`} download type="application/pdf">
        <Icon name="file-text" className="h-4 w-4" />
        {t("Certificate PDF")}
      </a>
    </Button>
  );
}
