import { Alert } from "~/web/components/ui/alert";
import { useT } from "~/web/features/languages/language-context";

/** Where the outbox's link sits in the sentence, in the page's language. */
const OUTBOX_MARK = "\u0000";

/**
 * Where the e-mail went when this server keeps mail in its outbox (no SMTP). The loader passes the
 * outbox's address only to a visitor on the server's own machine; nobody else may read it.
 */
export function OutboxHint({ href }: { href: string | null }) {
  const t = useT();
  if (!href) return null;
  const [before, after] = t(
    "This server sends no real e-mail (SMTP is not set up): the message is in the {outbox}.",
    { outbox: OUTBOX_MARK },
  ).split(OUTBOX_MARK);
  return (
    <Alert tone="info">
      {before}
      <a href={href} className="font-medium underline">
        {t("local outbox")}
      </a>
      {after}
    </Alert>
  );
}
