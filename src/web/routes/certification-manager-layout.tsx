import { Outlet } from "react-router";
import { certificationManagersOnly } from "./page-guards.server";

/** The certification pages of one business: its owner or an admin; anyone else gets the not-found page. */
export const middleware = [certificationManagersOnly];

export default function CertificationManagerLayout() {
  return <Outlet />;
}
