import { auth } from "~/server/auth";

export default async function DashboardPage() {
  const session = await auth();
  const firstName = session?.user.name?.split(" ")[0] ?? "there";
  return <h1 className="text-2xl font-semibold">Welcome back, {firstName}!</h1>;
}
