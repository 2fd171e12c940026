/** Which page of the business list is shown, and the admin's search. */
export type ListQuery = { q: string; page: number; pageSize: number };
