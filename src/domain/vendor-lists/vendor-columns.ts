/** The fields a vendor row may carry; only name is required. */
export const VENDOR_FIELDS = [
  "name",
  "address",
  "city",
  "state",
  "postcode",
  "country",
  "phone",
  "website",
  "email",
] as const;
export type VendorField = (typeof VENDOR_FIELDS)[number];
export type VendorFields = Record<VendorField, string | null>;

/** Header spellings each field is recognised by, compared without case, accents, spaces or signs. */
export const HEADER_SPELLINGS: Record<VendorField, readonly string[]> = {
  name: [
    "Name",
    "Company",
    "Company Name",
    "Vendor",
    "Vendor Name",
    "Supplier",
    "Supplier Name",
    "Business",
    "Business Name",
    "Organization",
    "Organisation",
    "Legal Name",
    "Trading Name",
    "DBA",
    "Firm",
  ],
  address: ["Address", "Street", "Street Address", "Address 1", "Address Line 1", "Mailing Address"],
  city: ["City", "Town", "Locality"],
  state: ["State", "State/Province", "State/Region", "Province", "Region", "County"],
  postcode: ["Postcode", "Post Code", "Postal Code", "Zip", "Zip Code", "ZIP/Postal Code"],
  country: ["Country", "Country Code", "Nation"],
  phone: [
    "Phone",
    "Phone Number",
    "Telephone",
    "Telephone Number",
    "Tel",
    "Business Phone",
    "Contact Phone",
    "Mobile",
  ],
  website: ["Website", "Web Site", "Web", "URL", "Homepage", "Website URL", "Site"],
  email: ["Email", "E-mail", "Email Address", "E-mail Address", "Mail", "Contact Email"],
};

/** A header as compared: lower case, no accents, letters and digits only ("E-mail Address" → "emailaddress"). */
export function headerKey(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

const FIELD_BY_KEY = new Map<string, VendorField>(
  VENDOR_FIELDS.flatMap((field) => HEADER_SPELLINGS[field].map((s) => [headerKey(s), field] as const)),
);

export type ColumnMap = Partial<Record<VendorField, number>>;

/** Which column holds each field: the first column whose header is one of its spellings. */
export function recogniseColumns(headers: readonly string[]): ColumnMap {
  const map: ColumnMap = {};
  headers.forEach((header, index) => {
    const field = FIELD_BY_KEY.get(headerKey(header));
    if (field && map[field] === undefined) map[field] = index;
  });
  return map;
}

/** The 400's message when no column is the name's. */
export function missingNameMessage(): string {
  return `The file needs a name column: a header row with one of ${HEADER_SPELLINGS.name.map((s) => `"${s}"`).join(", ")}.`;
}
