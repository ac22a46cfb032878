"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { Suspense, useEffect } from "react";

function AuthErrorToastInner() {
  const params = useSearchParams();
  const router = useRouter();
  useEffect(() => {
    if (params.get("error") !== "auth_failed") return;
    const details = params.get("details");
    // sonner is fetched only when there is something to say, so the landing page's first load does not carry it.
    void import("@understudy/ui/toaster").then(({ toast }) =>
      toast.error(details ? `Authentication failed: ${details}` : "Authentication failed. Please try again.", {
        id: "auth-failed",
      }),
    );
    router.replace("/");
  }, [params, router]);
  return null;
}

/** SPEC §8: a sign-in that comes back with error=auth_failed toasts once, then the query string is removed. */
export function AuthErrorToast() {
  return (
    <Suspense fallback={null}>
      <AuthErrorToastInner />
    </Suspense>
  );
}
