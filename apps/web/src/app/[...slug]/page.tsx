import { redirect } from "next/navigation";

/** docs/product.md#screens-and-routes: any other path redirects to /. */
export default function UnknownPath(): never {
  redirect("/");
}
