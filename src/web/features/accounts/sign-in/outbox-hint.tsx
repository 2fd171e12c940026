import { Alert } from "~/web/components/ui/alert";

/**
 * Where the e-mail went when this server keeps mail in its outbox (no SMTP). The loader passes the
 * outbox's address only to a visitor on the server's own machine; nobody else may read it.
 */
export function OutboxHint({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <Alert tone="info">
      This server sends no real e-mail (SMTP is not set up): the message is in the{" "}
      <a href={href} className="font-medium underline">
        local outbox
      </a>
      .
    </Alert>
  );
}
