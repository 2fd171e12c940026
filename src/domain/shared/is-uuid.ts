const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL can be a row id: anything else is answered 404 before the database sees it. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
