import { graceEndsAt } from "~/domain/certification/certification-lifecycle";
import {
  dayNotice,
  type NoticeText,
  notice,
  notificationText,
  tierNotice,
} from "~/domain/notifications/notice";
import type { NotificationType } from "~/domain/notifications/notification-types";
import type { contractOpportunities, notifications } from "~/server/db/schema";

type NewOpportunity = typeof contractOpportunities.$inferInsert;
type NewNotification = typeof notifications.$inferInsert;

const DAY_MS = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Contract opportunities posted by the demo owner, one for each way a budget line reads. */
export function demoOpportunities(ownerId: string, now: Date): NewOpportunity[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    {
      title: "Website redesign for a community health network",
      companyName: "Harambee Health Partners",
      description:
        "We are replacing the website of our six clinics: appointment booking, a provider directory and patient resources in English and Spanish. Accessibility is a must.",
      budgetMin: 15_000,
      budgetMax: 30_000,
      location: "Atlanta, GA (remote friendly)",
      category: "technology",
      requirements: [
        "Portfolio of accessible websites",
        "WCAG 2.2 AA experience",
        "Start within 30 days",
        "Two client references",
      ],
      deadline: isoDate(at(30)),
      createdBy: ownerId,
      createdAt: at(-2),
    },
    {
      title: "Catering for the annual HBCU alumni gala",
      companyName: "National Alumni Council",
      description: "Plated dinner for 350 guests with vegetarian and halal options, service staff and bar.",
      budgetMin: 8_000,
      location: "Washington, DC",
      category: "other",
      requirements: ["Food handler certification", "Event liability insurance"],
      deadline: isoDate(at(21)),
      createdBy: ownerId,
      createdAt: at(-5),
    },
    {
      title: "Brand campaign for a Juneteenth festival",
      companyName: "Emancipation Park Conservancy",
      description: "Identity refresh, posters, social media kit and a short video for a three-day festival.",
      budgetMax: 12_000,
      location: "Houston, TX",
      category: "marketing",
      requirements: ["Festival or event work in portfolio", "Bilingual copywriting", "Print production"],
      deadline: isoDate(at(45)),
      createdBy: ownerId,
      createdAt: at(-9),
    },
    {
      title: "Office build-out, 4,000 sq ft",
      companyName: "Bronzeville Partners LLC",
      description: "Demolition, framing, electrical and finishes for a second-floor office suite.",
      location: "Chicago, IL",
      category: "construction",
      requirements: [
        "Licensed general contractor",
        "Bonded and insured",
        "City of Chicago permits",
        "OSHA 30",
      ],
      deadline: isoDate(at(40)),
      createdBy: ownerId,
      createdAt: at(-14),
    },
    {
      title: "Bookkeeping clean-up for a youth non-profit",
      companyName: "Rise Up Youth Mentoring",
      description: "Reconcile two years of accounts and prepare for the annual audit.",
      budgetMin: 2_500,
      budgetMax: 4_000,
      location: "Philadelphia, PA",
      category: "consulting",
      requirements: ["QuickBooks", "Non-profit accounting experience"],
      deadline: isoDate(at(-10)),
      isActive: false,
      createdBy: ownerId,
      createdAt: at(-60),
    },
  ];
}

/** A demo business a notification names: its name, tier and the end of its certification. */
export type NoticedBusiness = { name: string; tier: string; expiresAt: Date | null };

export type OwnerBusinesses = {
  approved: NoticedBusiness;
  expiring: NoticedBusiness;
  expired: NoticedBusiness;
  rejected: NoticedBusiness;
};

/**
 * The owner's notifications (newest unread, older ones read) and one for the admin: `notices` messages, as the
 * product writes them, so that each reads in its reader's language.
 */
export function demoNotifications(
  ids: { ownerId: string; adminId: string },
  owned: OwnerBusinesses,
  pendingCount: number,
  now: Date,
): NewNotification[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const { ownerId, adminId } = ids;
  const { approved, expiring, expired, rejected } = owned;
  const until = (b: NoticedBusiness) => b.expiresAt ?? now;
  const daysLeft = Math.max(1, Math.ceil((until(expiring).getTime() - now.getTime()) / DAY_MS));
  const row = (
    input: { userId: string; kind: NotificationType; title: NoticeText; body: NoticeText; link: string },
    createdAt: Date,
    isRead = false,
  ): NewNotification => {
    const notice = { title: input.title, message: input.body };
    const { userId, kind: type, link } = input;
    return { userId, type, ...notificationText(notice, "en"), notice, link, createdAt, isRead };
  };
  return [
    row(
      {
        userId: ownerId,
        kind: "contract_opportunity",
        title: notice("New contract opportunity: {title}", {
          title: "Website redesign for a community health network",
        }),
        body: notice("{company} posted an opportunity matching your saved interests: {budget}.", {
          company: "Harambee Health Partners",
          budget: { budget: { min: 15_000, max: 30_000 } },
        }),
        link: "/opportunities",
      },
      ago(3),
    ),
    row(
      {
        userId: ownerId,
        kind: "certification_update",
        title: notice("Certification expires in {days, plural, one {# day} other {# days}}", {
          days: daysLeft,
        }),
        body: notice("{business}'s {tier} certification expires on {date}. Renew it to keep its badge.", {
          business: expiring.name,
          tier: tierNotice(expiring.tier),
          date: dayNotice(until(expiring)),
        }),
        link: "/dashboard",
      },
      ago(26),
    ),
    row(
      {
        userId: ownerId,
        kind: "certification_update",
        title: notice("Certification expired"),
        body: notice(
          "{business}'s {tier} certification expired on {date}. Renew it by payment until {graceEnd}; after that, a new application is needed.",
          {
            business: expired.name,
            tier: tierNotice(expired.tier),
            date: dayNotice(until(expired)),
            graceEnd: dayNotice(graceEndsAt(until(expired))),
          },
        ),
        link: "/dashboard",
      },
      ago(24 * 6),
    ),
    row(
      {
        userId: ownerId,
        kind: "certification_update",
        title: notice("Certification application not approved"),
        body: notice("Your application for {business} was not approved. Notes: {notes}", {
          business: rejected.name,
          notes:
            "The business licence provided has expired. Please upload a current licence and apply again.",
        }),
        link: "/certification",
      },
      ago(24 * 33),
      true,
    ),
    row(
      {
        userId: ownerId,
        kind: "certification_update",
        title: notice("Certification approved"),
        body: notice("{business} is now {tier} certified.", {
          business: approved.name,
          tier: tierNotice(approved.tier),
        }),
        link: "/certification",
      },
      ago(24 * 40),
      true,
    ),
    row(
      {
        userId: ownerId,
        kind: "other",
        title: notice("Welcome to Ujamaa"),
        body: notice(
          "Your account is ready. List your business and apply for certification from your dashboard.",
        ),
        link: "/hub",
      },
      ago(24 * 400),
      true,
    ),
    row(
      {
        userId: adminId,
        kind: "certification_update",
        title: notice("Applications waiting for review"),
        body: notice(
          "{count, plural, one {# certification application is} other {# certification applications are}} pending review.",
          { count: pendingCount },
        ),
        link: "/admin/certifications",
      },
      ago(2),
    ),
  ];
}
