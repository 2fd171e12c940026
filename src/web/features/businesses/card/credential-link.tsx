import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";

/** The certificate as a signed verifiable credential (a .jwt file), beside the PDF: a plain link the browser saves. */
export function CredentialLink({ businessId }: { businessId: string }) {
  const t = useT();
  return (
    <Button asChild variant="outline" size="sm">
      <a href={`/api/v1/businesses/${businessId}/credential`} download type="application/vc+jwt">
        <Icon name="shield-check" className="h-4 w-4" />
        {t("Verifiable credential")}
      </a>
    </Button>
  );
}
