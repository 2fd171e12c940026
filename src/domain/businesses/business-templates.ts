import { CATEGORY_TITLES } from "~/domain/categories/categories";
/**
 * The business form's starting points (part 2 §2): 'Use This Template' fills category, sub
 * category, description, phone, address, city and state; the owner then changes what differs.
 */
export type BusinessTemplate = {
  id: "restaurant" | "hotel" | "barber";
  title: string;
  summary: string;
  fields: {
    category: string;
    sub_category: string;
    description: string;
    phone: string;
    address: string;
    city: string;
    state: string;
  };
};

export const BUSINESS_TEMPLATES: readonly BusinessTemplate[] = [
  {
    id: "restaurant",
    title: "Restaurant",
    summary: "Dining, take-out and catering",
    fields: {
      category: "Restaurant",
      sub_category: "Family Dining",
      description:
        "A family-owned restaurant serving home-style cooking made from scratch every day. Dine in, take out or book us for your next event.",
      phone: "(404) 555-0100",
      address: "100 Main Street",
      city: "Atlanta",
      state: "GA",
    },
  },
  {
    id: "hotel",
    title: "Hotel",
    summary: "Lodging, inns and bed & breakfasts",
    fields: {
      category: "Hotel",
      sub_category: "Boutique Hotel",
      description:
        "A boutique hotel with comfortable rooms, a complimentary breakfast and friendly, local service in the heart of the city.",
      phone: "(713) 555-0100",
      address: "200 Market Street",
      city: "Houston",
      state: "TX",
    },
  },
  {
    id: "barber",
    title: "Barber",
    summary: "Barbershops and grooming",
    fields: {
      category: "Beauty & Barber",
      sub_category: "Barbershop",
      description:
        "A neighborhood barbershop offering cuts, fades, shaves and beard care for all ages. Walk-ins welcome.",
      phone: "(773) 555-0100",
      address: "300 King Drive",
      city: "Chicago",
      state: "IL",
    },
  },
];

/** The fields a template fills, for the form to reset when it starts from scratch. */
export const TEMPLATE_FIELDS = [
  "category",
  "sub_category",
  "description",
  "phone",
  "address",
  "city",
  "state",
] as const satisfies readonly (keyof BusinessTemplate["fields"])[];

/**
 * The business form's categories when the list cannot be loaded (part 2 §3): the one category list
 * (decision 041), which holds the spec's twelve.
 */
export const FALLBACK_FORM_CATEGORIES: readonly string[] = CATEGORY_TITLES;
