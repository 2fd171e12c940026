import { useId, useState } from "react";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";

/**
 * "Download Certificate" for a verified, paid, approved business. The certificate file comes with
 * the certification service; until then the button says so where the user is looking.
 */
export function CertificateButton({ size = "sm" }: { size?: "sm" | "default" }) {
  const [note, setNote] = useState(false);
  const noteId = useId();
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        size={size}
        aria-describedby={note ? noteId : undefined}
        onClick={() => setNote(true)}
      >
        <Icon name="download" className="h-4 w-4" />
        Download Certificate
      </Button>
      {note && (
        <p id={noteId} role="status" className="mt-1 text-xs text-stone-600">
          Certificate downloads are opening soon. Please check back shortly.
        </p>
      )}
    </div>
  );
}
