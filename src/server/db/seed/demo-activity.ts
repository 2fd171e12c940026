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

type OwnerBusinessNames = {
  approved: string;
  expiring: string;
  expired: string;
  rejected: string;
  certificateNumber: string;
};

/** The owner's notifications (newest unread, older ones read) and one for the admin. */
export function demoNotifications(
  ids: { ownerId: string; adminId: string },
  names: OwnerBusinessNames,
  pendingCount: number,
  now: Date,
): NewNotification[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const { ownerId, adminId } = ids;
  return [
    {
      userId: ownerId,
      type: "contract_opportunity",
      title: "New contract opportunity",
      message:
        "Website redesign for a community health network — Harambee Health Partners, $15,000 - $30,000.",
      link: "/opportunities",
      createdAt: ago(3),
    },
    {
      userId: ownerId,
      type: "certification_update",
      title: "Certification Expiring Soon",
      message: `The certification of ${names.expiring} expires within 30 days. Renew it to keep your badge.`,
      link: "/dashboard",
      createdAt: ago(26),
    },
    {
      userId: ownerId,
      type: "certification_update",
      title: "Certification Expired",
      message: `The certification of ${names.expired} has expired. Renew it to be listed as verified again.`,
      link: "/dashboard",
      createdAt: ago(24 * 6),
    },
    {
      userId: ownerId,
      type: "certification_update",
      title: "Application rejected",
      message: `The certification application of ${names.rejected} was rejected: the business licence provided has expired.`,
      link: "/certification",
      isRead: true,
      createdAt: ago(24 * 33),
    },
    {
      userId: ownerId,
      type: "certification_update",
      title: "Certification approved",
      message: `${names.approved} is certified. Certificate ${names.certificateNumber} is ready to download.`,
      link: "/certification",
      isRead: true,
      createdAt: ago(24 * 40),
    },
    {
      userId: ownerId,
      type: "other",
      title: "Welcome to Ujamaa",
      message: "Your account is ready. List your business and apply for certification from your dashboard.",
      link: "/hub",
      isRead: true,
      createdAt: ago(24 * 400),
    },
    {
      userId: adminId,
      type: "certification_update",
      title: "Applications waiting for review",
      message: `${pendingCount} certification applications are pending review.`,
      link: "/admin/certifications",
      createdAt: ago(2),
    },
  ];
}
