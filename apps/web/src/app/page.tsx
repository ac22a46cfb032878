import { redirect } from "next/navigation";
import { auth } from "~/server/auth";
import { Landing } from "./_landing/landing";

export default async function HomePage() {
  const session = await auth();
  if (session) redirect("/dashboard");
  return <Landing />;
}
