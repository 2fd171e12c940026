const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A 'yyyy-mm-dd' date as 'MMM dd, yyyy' (part 2 §9), the same on the server and in the browser. */
export function formatDeadline(date: string): string {
  const [year, month, day] = date.split("-");
  return `${MONTHS[Number(month) - 1] ?? month} ${day}, ${year}`;
}
