/** What the storefront analytics count per business per day: a view of its page, a click on its contact or website. */
export const BUSINESS_EVENT_KINDS = ["profile_view", "contact_click", "website_click"] as const;
export type BusinessEventKind = (typeof BUSINESS_EVENT_KINDS)[number];

/** The kinds a visitor's browser reports (POST /api/v1/businesses/{id}/events); views are counted by the page. */
export const CLICK_EVENT_KINDS = BUSINESS_EVENT_KINDS.slice(1) as unknown as readonly [
  "contact_click",
  "website_click",
];
