import { Link } from "react-router";
import { useT } from "~/web/features/languages/language-context";
import { DeleteVendorList } from "~/web/features/vendor-lists/delete-vendor-list";
import { MatchingProgress } from "~/web/features/vendor-lists/matching-progress";
import { useRefreshWhile } from "~/web/features/vendor-lists/use-refresh-while";
import { VendorUpload } from "~/web/features/vendor-lists/vendor-upload";
import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/vendor-lists";
import { signedInOf } from "./page-guards.server";
import { loadVendorLists, vendorListsWords } from "./vendor-lists.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadVendorLists(pageOf(context).runtime, signedInOf(context));
  return { ...page, ...vendorListsWords(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Vendor lists · Ujamaa" },
  { name: "robots", content: "noindex" },
];

export default function VendorLists({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const t = useT();
  useRefreshWhile(items.some((l) => l.status === "processing"));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t("Vendor lists")}</h1>
      <p className="mt-1 text-stone-600">
        {t(
          "Upload your vendors to find which are Ujamaa businesses, with their tier and certification. Only you and administrators see your lists.",
        )}
      </p>
      <div className="mt-6">
        <VendorUpload />
      </div>
      <h2 className="mt-8 text-lg font-semibold text-stone-900">{t("Your lists")}</h2>
      {items.length === 0 ? (
        <p className="mt-3 rounded-md bg-stone-50 p-4 text-stone-700">
          {t("No vendor lists yet. Upload a file above to match your vendors.")}
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((list) => (
            <li key={list.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <Link
                    to={`/vendor-lists/${list.id}`}
                    className="break-words font-medium text-brand-700 hover:underline"
                  >
                    {list.name}
                  </Link>
                  <span className="ms-2 text-sm text-stone-500">{list.created_at.slice(0, 10)}</span>
                </div>
                <DeleteVendorList list={list} />
              </div>
              <div className="mt-2">
                <MatchingProgress list={list} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
