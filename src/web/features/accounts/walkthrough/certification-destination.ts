import { applicationPath } from "~/web/features/certification/certification-path";
import { listMyBusinesses } from "~/web/lib/api/businesses";

/**
 * Where the hub's Get Certified leads: the application page of the member's business when they have
 * exactly one, else /certification, where they choose among theirs (or learn how to add one).
 */
export async function certificationDestination(): Promise<string> {
  try {
    const mine = await listMyBusinesses({ scope: "mine", page_size: "2" });
    const [only] = mine.items;
    return mine.items.length === 1 && only ? applicationPath(only.id) : "/certification";
  } catch {
    return "/certification";
  }
}
