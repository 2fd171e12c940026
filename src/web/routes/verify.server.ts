import { data, redirect } from "react-router";
import { normalizeCertificateNumber } from "~/domain/certification/certificate-number";
import type { Certificate } from "~/domain/certification/certificate-schema";
import { AppError } from "~/server/errors";
import type { Runtime } from "~/server/runtime";
import { verifyCertificate } from "~/server/services/certification/verify-certificate";
import { forPublicRead } from "~/server/services/service-context";

/**
 * /verify and /verify/{number}: the public check of a certificate. The lookup form sends
 * /verify?number=…, which leads to /verify/{number}; an unknown number answers 404 with the page's
 * not-found state (the form stays, to try another number).
 */
export async function loadVerifyPage(number: string | undefined, url: URL, runtime: Runtime) {
  if (number === undefined) {
    const typed = normalizeCertificateNumber(url.searchParams.get("number") ?? "");
    if (typed) throw redirect(`/verify/${encodeURIComponent(typed)}`);
    return { number: null, certificate: null };
  }
  const certificate: Certificate | null = await verifyCertificate(forPublicRead(runtime), { number }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    },
  );
  if (!certificate) return data({ number, certificate }, { status: 404 });
  return { number, certificate };
}
