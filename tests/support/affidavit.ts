/** Every affidavit field filled in, as the form sends it. */
export function filledAffidavit(overrides: Record<string, unknown> = {}) {
  return {
    state: "Georgia",
    county: "Fulton",
    declarantName: "Ada Owner",
    businessName: "Peach Tree Goods",
    businessAddress: "12 Main St",
    city: "Atlanta",
    state2: "GA",
    zipCode: "30303",
    executionDay: "23",
    executionMonth: "November",
    executionYear: "2026",
    printedName: "Ada Owner",
    title: "Owner",
    phoneNumber: "404-555-0100",
    emailAddress: "ada@example.com",
    notaryDay: "23",
    notaryMonth: "November",
    notaryYear: "2026",
    notaryPublic: "Nia Notary",
    commissionExpires: "2030-01-01",
    ownershipConfirmed: true,
    ...overrides,
  };
}
