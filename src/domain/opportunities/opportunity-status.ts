import { earliestToday } from "./opportunity-rules";

/**
 * What an opportunity's row records (decision 056): open; closed by its poster; awarded to one
 * answer; cancelled. A passed deadline is not recorded: an open one reads as closed from then on.
 */
export const STORED_OPPORTUNITY_STATUSES = ["open", "closed", "awarded", "cancelled"] as const;
export type OpportunityStatus = (typeof STORED_OPPORTUNITY_STATUSES)[number];

export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  open: "Open",
  closed: "Closed",
  awarded: "Awarded",
  cancelled: "Cancelled",
};

/** Whether the deadline's day has ended everywhere on Earth (none: it never passes). */
export function deadlinePassed(deadline: string | null, now: Date): boolean {
  return deadline !== null && deadline < earliestToday(now);
}

/** The status as of `now`: open until its deadline has passed, then closed. */
export function opportunityStatus(
  o: { status: OpportunityStatus; deadline: string | null },
  now: Date,
): OpportunityStatus {
  return o.status === "open" && deadlinePassed(o.deadline, now) ? "closed" : o.status;
}
