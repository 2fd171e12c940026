/** Who runs Ujamaa and how to reach them: the one place the info pages read it from. */
export const OPERATOR = {
  name: "Ujamaa LLC",
  legalForm: "a Texas limited liability company",
  product: "the world business network app",
  email: "hello@ujamaa.test",
  phone: "+1 (512) 555-0142",
  phoneHref: "tel:+15125550142",
  address: ["1234 Main Street, Suite 100", "Austin, TX 78701", "United States"],
  hours: "Monday to Friday, 9 a.m. to 5 p.m. Central Time",
} as const;

export const EFFECTIVE_DATE = "June 19, 2025";
