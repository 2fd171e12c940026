/** The page of one business's certification application (the one place its URL is written). */
export const applicationPath = (businessId: string) => `/certification/${businessId}`;
