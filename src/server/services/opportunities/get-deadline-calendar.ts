import { deadlineCalendar, deadlineCalendarFileName } from "~/domain/opportunities/deadline-calendar";
import { AppError } from "~/server/errors";
import type { Actor } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";
import { getOpportunity } from "./get-opportunity";

/**
 * An opportunity's deadline as a calendar file, for whoever may read the opportunity (a listed one for
 * anyone; a closed or past one for its poster or an admin). `origin`: where its page link opens.
 */
export async function getDeadlineCalendar(
  ctx: Pick<ServiceContext, "db" | "now" | "config">,
  actor: Actor,
  { id, origin }: { id: string; origin: string },
): Promise<{ fileName: string; body: string }> {
  const opportunity = await getOpportunity(ctx, actor, { id });
  const { deadline } = opportunity;
  if (!deadline) throw new AppError("not_found", "This opportunity has no deadline.");
  return {
    fileName: deadlineCalendarFileName(opportunity.title),
    body: deadlineCalendar({
      opportunity: { ...opportunity, deadline },
      pageUrl: `${origin}/opportunities/${opportunity.id}`,
      siteHost: new URL(ctx.config.baseUrl).hostname,
      now: ctx.now(),
    }),
  };
}
