import type { Business } from "~/domain/businesses/business-schema";
import { FALLBACK_FORM_CATEGORIES } from "~/domain/businesses/business-templates";
import { MY_BUSINESSES_PAGE_SIZE, myBusinessesQuerySchema } from "~/domain/businesses/my-businesses-query";
import { AppError } from "~/server/errors";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getBusiness } from "~/server/services/businesses/get-business";
import { listMyBusinesses } from "~/server/services/businesses/list-my-businesses";
import { listOwnedBusinessIds } from "~/server/services/businesses/list-owned-business-ids";
import { listCategories } from "~/server/services/categories/list-categories";
import { listTemplatesAdmin } from "~/server/services/certification/list-templates-admin";
import { templateOverview } from "~/server/services/certification/template-overview";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

/** The page of the list the URL asks for: ?page= for everyone, ?q= for admins (owners see their own few). */
function listQuery(url: URL, isAdmin: boolean) {
  const parsed = myBusinessesQuerySchema.safeParse({
    q: isAdmin ? url.searchParams.get("q") || undefined : undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const query = parsed.success ? parsed.data : myBusinessesQuerySchema.parse({});
  return { q: query.q ?? "", page: query.page, pageSize: MY_BUSINESSES_PAGE_SIZE };
}

/** ?edit={id} (the Edit link of a business card elsewhere): that business, if this user may change it. */
async function editTarget(runtime: Runtime, me: SignedInActor, id: string | null): Promise<Business | null> {
  if (!id) return null;
  try {
    const business = await getBusiness(runtime, me, { id });
    if (me.role === "admin") return business;
    return (await listOwnedBusinessIds(runtime, me)).includes(business.id) ? business : null;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/** An admin's template documents and their overview, for the dashboard's two document tabs. */
async function adminDocuments(runtime: Runtime, admin: SignedInActor) {
  const [templates, overview] = await Promise.all([
    listTemplatesAdmin(runtime, admin),
    templateOverview(runtime, admin),
  ]);
  return { templates, overview };
}

/**
 * /dashboard: one page of the managed businesses, the two certification lists (the user's own), the
 * form's categories (the built-in twelve when they cannot be read), the business to edit, if any,
 * and for admins the template documents of their two tabs. A list that fails is null: the page says
 * so instead of failing whole.
 */
export async function loadDashboard(runtime: Runtime, me: SignedInActor, url: URL) {
  const isAdmin = me.role === "admin";
  const query = listQuery(url, isAdmin);
  const failed = (what: string) => (error: unknown) => {
    runtime.logger.error({ err: error }, `dashboard: ${what} failed`);
    return null;
  };
  const [businesses, certification, renewals, categories, editing, documents] = await Promise.all([
    listMyBusinesses(runtime, me, {
      q: query.q || undefined,
      page: query.page,
      page_size: query.pageSize,
    }).catch(failed("business list")),
    listMyBusinesses(runtime, me, { needs: "certification" }).catch(failed("certification list")),
    listMyBusinesses(runtime, me, { needs: "renewal" }).catch(failed("renewal list")),
    listCategories(runtime, { order: "title" })
      .then((rows) => rows.map((c) => c.title))
      .catch(failed("categories")),
    editTarget(runtime, me, url.searchParams.get("edit")),
    isAdmin ? adminDocuments(runtime, me).catch(failed("documents")) : null,
  ]);
  return {
    isAdmin,
    query,
    businesses,
    certification,
    renewals,
    categories: categories?.length ? categories : [...FALLBACK_FORM_CATEGORIES],
    editing,
    documents,
    now: runtime.now().toISOString(),
  };
}

/** The namespaces the dashboard's parts speak: its own, the business form's and the certification lists'. */
export const DASHBOARD_NAMESPACES = [
  "business",
  "storefront",
  "accounts",
  "countries",
  "certification",
  "certificationAdmin",
  "procurement",
  "uploads",
] as const;

/** The page's words in its language (the cookie's): its title, and the messages of its components. */
export function dashboardText(request: Request) {
  const t = pageTranslator(request, ["storefront"]);
  return {
    title: t("Business Dashboard · Ujamaa"),
    messages: pageMessages(request, DASHBOARD_NAMESPACES),
  };
}
