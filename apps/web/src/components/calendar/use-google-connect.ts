"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { popupFeatures, watchPopup } from "./popup";

/**
 * docs/product.md#calendar, the Google connection: pending while the 500×600 consent popup is open; when it closes, wait two
 * seconds, reload the calendar data and toast the outcome. The popup is opened on the click itself
 * (so blockers allow it) and pointed at Google's URL once the server has made one.
 */
export function useGoogleConnect() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const cancelWatch = useRef<(() => void) | null>(null);

  useEffect(() => () => cancelWatch.current?.(), []);

  const connect = useCallback(async () => {
    if (pending) return;
    setPending(true);
    const popup = window.open("about:blank", "understudy-google-connect", popupFeatures(window.screen));
    const fail = () => {
      popup?.close();
      toast.error("Failed to connect Google account");
      setPending(false);
    };
    if (!popup) return fail();
    let authUrl: string;
    try {
      authUrl = (await queryClient.fetchQuery({ ...trpc.google.authUrl.queryOptions(), staleTime: 0 })).auth_url;
    } catch {
      return fail();
    }
    popup.location.href = authUrl;
    cancelWatch.current = watchPopup(popup, () => {
      cancelWatch.current = null;
      void (async () => {
        const status = await queryClient.fetchQuery({ ...trpc.google.status.queryOptions(), staleTime: 0 }).catch(() => null);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.google.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.calendar.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.gmail.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.onboarding.pathKey() }),
        ]);
        if (status?.connected) toast.success("Google account connected successfully!");
        else toast.error("Failed to connect Google account");
        setPending(false);
      })();
    });
  }, [pending, queryClient, trpc]);

  return { connect, pending };
}
