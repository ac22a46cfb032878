"use client";

import { useEffect } from "react";
import { toast } from "@understudy/ui/toaster";

/** Shows `message` as an error toast when `failed` turns true; one toast per message even if several queries fail. */
export function useErrorToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message, { id: message });
  }, [failed, message]);
}
