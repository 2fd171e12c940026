import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { reviewEvents, reviews, users } from "~/server/db/schema";
import { seededRandom } from "./bulk-generator";
import { SURNAMES } from "./bulk-words";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the demo reviews of one business must add up to: the figures its listing shows. */
export type ReviewTarget = {
  businessId: string;
  rating: number;
  count: number;
  /** When it was listed: its reviews come after. */
  listedAt: Date;
  /** The owner who answers some of them (the demo owner's businesses), if any. */
  ownerId: string | null;
};

const FIRST_NAMES = [
  "Aaliyah",
  "Abena",
  "Adebayo",
  "Ama",
  "Andre",
  "Ayanna",
  "Bisi",
  "Chidi",
  "Darnell",
  "Destiny",
  "Ebony",
  "Efua",
  "Imani",
  "Jamal",
  "Jasmine",
  "Kofi",
  "Malik",
  "Marcus",
  "Nia",
  "Nkechi",
  "Obinna",
  "Precious",
  "Rashad",
  "Simone",
  "Tariq",
  "Thandiwe",
  "Tiana",
  "Xavier",
  "Yaw",
  "Zora",
];

/** Openings by stars; a second sentence from the pool below is added to most. */
const TEXTS: Record<number, string[]> = {
  5: [
    "Absolutely wonderful from start to finish.",
    "Best in the city, hands down.",
    "Five stars, and I would give six if I could.",
    "Friendly people and top-quality work.",
    "Exceeded every expectation I had.",
    "A real gem, and proudly Black-owned.",
    "Everything was perfect.",
    "I keep coming back, and it is always great.",
  ],
  4: [
    "Really good overall.",
    "Great experience with a couple of small hiccups.",
    "Solid choice, I would recommend it.",
    "Very good, just a little busy when I came.",
    "Good value and kind staff.",
  ],
  3: [
    "It was fine, nothing special.",
    "Decent, but I expected a bit more.",
    "Some things great, some not so much.",
    "Average visit, I might give it another try.",
  ],
  2: ["Disappointing this time.", "Long wait and the result was only so-so.", "Not what I hoped for."],
  1: ["Would not go back.", "Poor experience, nobody followed up.", "Very disappointed."],
};

const SECOND = [
  "The owner clearly cares about the community.",
  "Booking was easy and they were on time.",
  "Prices are fair for what you get.",
  "I told all my friends about it.",
  "Parking nearby was a bit tricky.",
  "Communication could be quicker.",
  "The space is clean and welcoming.",
  "Will update after my next visit.",
];

const RESPONSES = {
  good: [
    "Thank you so much for the kind words! We can't wait to see you again.",
    "We appreciate you! Thanks for supporting a Black-owned business.",
    "Thank you for taking the time to share this. It means a lot to our team.",
  ],
  poor: [
    "We're sorry we missed the mark. Please reach out to us directly so we can make it right.",
    "Thank you for the honest feedback. We have shared it with the team and are working on it.",
  ],
};

/** Star values of `count` reviews whose mean, to one decimal, is `rating` (mostly fives and fours). */
export function starsFor(rating: number, count: number, rnd: () => number): number[] {
  const stars = Array.from({ length: count }, () => 5);
  let excess = 5 * count - Math.min(5 * count, Math.max(count, Math.round(rating * count)));
  const drops = [1, 1, 1, 1, 1, 2, 1, 3, 4, 2];
  while (excess > 0) {
    const j = Math.floor(rnd() * count);
    const drop = Math.min(excess, drops[Math.floor(rnd() * drops.length)]!, stars[j]! - 1);
    stars[j]! -= drop;
    excess -= drop;
  }
  return stars;
}

const pick = <T>(list: readonly T[], rnd: () => number): T => list[Math.floor(rnd() * list.length)]!;

/**
 * The demo reviewers (as many as the most reviewed business needs, with no sign-in of their own)
 * and each business's reviews, whose stars make exactly the figures it lists: the reviews'
 * trigger stores its rating and review_count. Some reviews of the demo owner's businesses carry the
 * owner's response. Each review's history (written, answered) is recorded as the services would.
 */
export async function insertDemoReviews(tx: Tx, targets: ReviewTarget[], now: Date): Promise<void> {
  const needed = Math.max(0, ...targets.map((t) => t.count));
  const reviewers = Array.from({ length: needed }, (_, n) => ({
    id: randomUUID(),
    name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${SURNAMES[Math.floor(n / FIRST_NAMES.length) % SURNAMES.length]}`,
    email: `reviewer-${String(n + 1).padStart(4, "0")}@reviewers.ujamaa.test`,
    emailVerified: true,
    createdAt: new Date(now.getTime() - 1100 * 86_400_000),
    updatedAt: new Date(now.getTime() - 1100 * 86_400_000),
  }));
  for (let i = 0; i < reviewers.length; i += 500) await tx.insert(users).values(reviewers.slice(i, i + 500));

  const rows: (typeof reviews.$inferInsert)[] = targets.flatMap((target, index) => {
    const rnd = seededRandom(7919 * (index + 1));
    const span = Math.max(60_000, now.getTime() - target.listedAt.getTime());
    const offset = Math.floor(rnd() * reviewers.length);
    return starsFor(target.rating, target.count, rnd).map((stars, n) => {
      const at = new Date(target.listedAt.getTime() + Math.floor(rnd() * span));
      const body =
        rnd() < 0.75 ? `${pick(TEXTS[stars]!, rnd)} ${pick(SECOND, rnd)}` : pick(TEXTS[stars]!, rnd);
      const answered = target.ownerId !== null && (stars <= 3 || rnd() < 0.15);
      const answeredAt = new Date(
        Math.min(now.getTime(), at.getTime() + (2 + Math.floor(rnd() * 46)) * 3_600_000),
      );
      return {
        businessId: target.businessId,
        authorId: reviewers[(offset + n) % reviewers.length]!.id,
        rating: stars,
        body,
        createdAt: at,
        updatedAt: at,
        ...(answered
          ? {
              response: pick(stars <= 3 ? RESPONSES.poor : RESPONSES.good, rnd),
              respondedBy: target.ownerId,
              respondedAt: answeredAt,
              responseUpdatedAt: answeredAt,
            }
          : {}),
      };
    });
  });
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(reviews).values(rows.slice(i, i + 1000));
  // Their history, as the services record it: each written, and answered where it was.
  await tx.execute(sql`
    insert into ${reviewEvents} (review_id, business_id, actor_id, action, created_at)
    select id, business_id, author_id, 'created'::review_event_action, created_at from ${reviews}
    union all
    select id, business_id, responded_by, 'responded'::review_event_action, responded_at from ${reviews} where responded_at is not null`);
}
