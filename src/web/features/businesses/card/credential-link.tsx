import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";

/** The certificate as a signed verifiable credential (a .jwt file), beside the PDF: a plain link the browser saves. */
export function CredentialLink({ businessId }: { businessId: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={`/api/v1/businesses/${businessId}/credential`} download type="application/vc+jwt">
        <Icon name="shield-check" className="h-4 w-4" />
        Verifiable credential
      </a>
    </Button>
  );
}
