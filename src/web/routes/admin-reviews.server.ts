import { moderationListQuerySchema } from "~/domain/reviews/review-schema";
import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { listReviewsForModeration } from "~/server/services/reviews/list-reviews-for-moderation";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

/** /admin/reviews?status=reported|hidden&page=N: one page of reviews to moderate (admins only). */
/** Its words: the admin catalogue's, and the reviews' (the reason dialog and its checks). */
export async function loadReviewModeration(
  runtime: Runtime,
  admin: SignedInActor,
  url: URL,
  request: Request,
) {
  const parsed = moderationListQuerySchema.safeParse({
    status: url.searchParams.get("status") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const query = parsed.success ? parsed.data : { status: "reported" as const, page: 1 };
  const list = await listReviewsForModeration(runtime, admin, query);
  return {
    ...query,
    list,
    now: new Date().toISOString(),
    title: pageTranslator(request, ["admin"])("Review Moderation · Ujamaa"),
    messages: pageMessages(request, ["admin", "reviews"]),
  };
}
