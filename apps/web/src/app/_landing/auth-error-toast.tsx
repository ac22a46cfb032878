"use client";

import { useRouter } from "next/navigation";
import { useSearchParams } from "~/lib/navigation";
import { Suspense, useEffect } from "react";
import { toast } from "@understudy/ui/toaster";

function AuthErrorToastInner() {
  const params = useSearchParams();
  const router = useRouter();
  useEffect(() => {
    if (params.get("error") !== "auth_failed") return;
    const details = params.get("details");
    toast.error(details ? `Authentication failed: ${details}` : "Authentication failed. Please try again.", {
      id: "auth-failed",
    });
    router.replace("/");
  }, [params, router]);
  return null;
}

/** docs/product.md#messages: a sign-in that comes back with error=auth_failed toasts once, then the query string is removed. */
export function AuthErrorToast() {
  return (
    <Suspense fallback={null}>
      <AuthErrorToastInner />
    </Suspense>
  );
}
