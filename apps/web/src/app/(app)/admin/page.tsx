import type { Metadata } from "next";
import { AdminView } from "~/components/admin/admin-view";
import { NotAuthorized } from "~/components/admin/not-authorized";
import { auth } from "~/server/auth";
import { adminFirstPage } from "./first-page";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await auth();
  const isAdmin = session?.user.role === "admin";
  const seed = isAdmin ? await adminFirstPage(await searchParams) : null;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Admin Dashboard</h1>
        <p className="text-muted-foreground text-sm">Users, subscriptions and the health of the platform.</p>
      </div>
      {seed ? <AdminView seed={seed} /> : <NotAuthorized />}
    </div>
  );
}
