import { Outlet } from "react-router";
import { signedInOnly } from "./page-guards.server";

/** Pages for signed-in users only: visitors are sent to /auth before any loader runs. */
export const middleware = [signedInOnly];

export default function SignedInLayout() {
  return <Outlet />;
}
