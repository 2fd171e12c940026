import { Outlet } from "react-router";
import { adminsOnly } from "./page-guards.server";

/** /admin/*: anyone who is not an admin is sent to / before any loader runs. */
export const middleware = [adminsOnly];

export default function AdminLayout() {
  return <Outlet />;
}
