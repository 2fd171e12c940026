/**
 * Who runs Ujamaa and how to reach them: the one place the contact page reads it from. The legal pages
 * name the operator in their messages (src/domain/languages/catalogs).
 */
export const OPERATOR = {
  name: "Ujamaa LLC",
  email: "hello@ujamaa.test",
  phone: "+1 (512) 555-0142",
  phoneHref: "tel:+15125550142",
  address: ["1234 Main Street, Suite 100", "Austin, TX 78701", "United States"],
  hours: "Monday to Friday, 9 a.m. to 5 p.m. Central Time",
} as const;

/** The day the legal pages took effect; English writes it as the spec does, the others the local way. */
export const EFFECTIVE_DAY = "2025-06-19";
export const EFFECTIVE_DATE_IN_ENGLISH = "June 19, 2025";
