import { AppError } from "~/server/errors";
import { type Actor, requireAdmin } from "~/server/policy";
import type { ServiceContext } from "~/server/services/service-context";

/** Gives a dead job one more attempt (admins only): 404 for no such job, 409 for one that is not dead. */
export async function retryDeadJob(
  { jobs, logger }: Pick<ServiceContext, "jobs" | "logger">,
  actor: Actor,
  { id }: { id: string },
): Promise<void> {
  const admin = requireAdmin(actor);
  const result = await jobs.retry(id);
  if (result === "not_found") throw new AppError("not_found", "No job with this id.");
  if (result === "not_dead") throw new AppError("conflict", "Only a dead job can be retried.");
  logger.info({ jobId: id, adminId: admin.userId }, "an admin retried a dead job");
}
