import { DocumentManager } from "~/web/features/certification/templates/document-manager";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/admin-documents";
import { loadAdminDocuments } from "./admin-documents.server";
import { signedInOf } from "./page-guards.server";

export const meta: Route.MetaFunction = () => [{ title: "Document Management · Ujamaa" }];

export function loader({ context }: Route.LoaderArgs) {
  return loadAdminDocuments(pageOf(context).runtime, signedInOf(context));
}

export default function AdminDocuments({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 md:py-10">
      <header>
        <h1 className="text-2xl font-bold text-stone-900 md:text-3xl">Document Management</h1>
        <p className="mt-1 text-stone-600">
          Template documents used in the certification and affidavit forms.
        </p>
      </header>
      <DocumentManager templates={loaderData.templates} />
    </div>
  );
}
