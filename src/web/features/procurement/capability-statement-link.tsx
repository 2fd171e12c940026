import { Icon } from "~/web/components/ui/icon";

/** The business's one-page capability statement (PDF), which buyers file and share. */
export function CapabilityStatementLink({
  businessId,
  className = "",
}: {
  businessId: string;
  className?: string;
}) {
  return (
    <a
      href={`/api/v1/businesses/${businessId}/capability-statement`}
      type="application/pdf"
      className={`inline-flex items-center gap-2 text-brand-700 hover:underline ${className}`}
    >
      <Icon name="file-text" className="h-4 w-4" />
      Capability statement (PDF)
    </a>
  );
}
