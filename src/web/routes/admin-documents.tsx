import { DocumentManager } from "~/web/features/certification/templates/document-manager";
import { useT } from "~/web/features/languages/language-context";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-documents";
import { loadAdminDocuments } from "./admin-documents.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Document Management · Ujamaa" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const documents = await loadAdminDocuments(pageOf(context).runtime, signedInOf(context));
  const t = pageTranslator(request, ["certification", "certificationAdmin"]);
  return {
    ...documents,
    title: t("Document Management · Ujamaa"),
    messages: pageMessages(request, ["certification", "certificationAdmin"]),
  };
}

export default function AdminDocuments({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 md:py-10">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">{t("Document Management")}</h1>
        <p className="mt-1 text-stone-600">
          {t("Template documents used in the certification and affidavit forms.")}
        </p>
      </header>
      <DocumentManager templates={loaderData.templates} />
    </div>
  );
}
