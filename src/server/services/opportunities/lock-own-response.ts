import { RESPONSE_MESSAGES } from "~/domain/opportunities/opportunity-response-rules";
import { opportunityStatus } from "~/domain/opportunities/opportunity-status";
import type { Db } from "~/server/db/client";
import { AppError } from "~/server/errors";
import { type Actor, requireOwner } from "~/server/policy";
import { lockOpportunity, readResponse } from "./to-opportunity-response";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * An answer its author changes (edit, withdraw, attach): only its author, only while the opportunity
 * is open — until its deadline — otherwise 409 and nothing changes (decision 056).
 */
export async function lockOwnResponse(
  tx: Tx,
  actor: Actor,
  { id, responseId, now }: { id: string; responseId: string; now: Date },
  messages: { unauthorized: string; forbidden: string },
) {
  const opportunity = await lockOpportunity(tx, id);
  const response = await readResponse(tx, opportunity.id, responseId);
  const user = requireOwner(actor, response.authorId, messages);
  if (opportunityStatus(opportunity, now) !== "open")
    throw new AppError("conflict", RESPONSE_MESSAGES.closed);
  return { user, opportunity, response };
}
