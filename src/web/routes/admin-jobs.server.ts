import type { SignedInActor } from "~/server/policy";
import type { Runtime } from "~/server/runtime";
import { getJobSummary } from "~/server/services/operations/get-job-summary";
import { jobSummaryJson } from "~/server/services/operations/job-summary-json";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

/** /admin/jobs: the job queue by state and its dead jobs (admins only; anyone else is sent to /). */
export async function loadJobQueue(runtime: Runtime, actor: SignedInActor, request: Request) {
  const words = {
    title: pageTranslator(request, ["admin"])("Job Queue · Ujamaa"),
    messages: pageMessages(request, ["admin"]),
  };
  try {
    return { ...words, summary: jobSummaryJson(await getJobSummary(runtime, actor)) };
  } catch (error) {
    // The page says so and offers to try again; the reason is for the logs.
    runtime.logger.error(
      { error: error instanceof Error ? error.message : String(error) },
      "job queue unreadable",
    );
    return { ...words, summary: null };
  }
}
