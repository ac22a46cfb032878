import { redirect } from "next/navigation";

/** SPEC §2: any other path redirects to /. */
export default function UnknownPath(): never {
  redirect("/");
}
