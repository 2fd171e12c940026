import { data, redirect } from "react-router";
import { normalizeCertificateNumber } from "~/domain/certification/certificate-number";
import type { Certificate } from "~/domain/certification/certificate-schema";
import { pathInLanguage } from "~/domain/languages/languages";
import { AppError } from "~/server/errors";
import type { Runtime } from "~/server/runtime";
import { verifyCertificate } from "~/server/services/certification/verify-certificate";
import { forPublicRead } from "~/server/services/service-context";
import { pageLanguage } from "~/web/features/languages/page-language.server";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

/**
 * /verify and /verify/{number}: the public check of a certificate. The lookup form sends
 * /verify?number=…, which leads to /verify/{number}; an unknown number answers 404 with the page's
 * not-found state (the form stays, to try another number).
 */
export async function loadVerifyPage(
  number: string | undefined,
  url: URL,
  runtime: Runtime,
  request: Request = new Request(url),
) {
  const t = pageTranslator(request, ["verify"]);
  const words = {
    title: number
      ? t("Certificate {number} · Verify · Ujamaa", { number })
      : t("Verify a certificate · Ujamaa"),
    description: t("Check that an Ujamaa certificate is valid and current: its holder, tier and dates."),
    messages: pageMessages(request, ["verify"]),
  };
  if (number === undefined) {
    const typed = normalizeCertificateNumber(url.searchParams.get("number") ?? "");
    if (typed) throw redirect(pathInLanguage(`/verify/${encodeURIComponent(typed)}`, pageLanguage(request)));
    return { number: null, certificate: null, ...words };
  }
  const certificate: Certificate | null = await verifyCertificate(forPublicRead(runtime), { number }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    },
  );
  if (!certificate) return data({ number, certificate, ...words }, { status: 404 });
  return { number, certificate, ...words };
}
