"use client";

import { useEffect, useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRingIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@understudy/ui/card";
import { Label } from "@understudy/ui/label";
import { Switch } from "@understudy/ui/switch";
import { toast } from "@understudy/ui/toaster";
import { useTRPC } from "~/trpc/react";
import { pushFailure } from "./push-failure";

/** The VAPID key as PushManager.subscribe wants it (base64url → bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const supported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/**
 * Settings → "Push notifications on this device": registers the service worker (public/sw.js), subscribes this
 * browser with the server's VAPID key and hands the subscription to the server; off unsubscribes both sides.
 */
export function PushCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const config = useQuery(trpc.push.config.queryOptions());
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.push.config.queryKey() });
  const subscribe = useMutation(trpc.push.subscribe.mutationOptions({ onSuccess: refresh }));
  const unsubscribe = useMutation(trpc.push.unsubscribe.mutationOptions({ onSuccess: refresh }));

  useEffect(() => {
    // Known only in the browser, after the service worker is registered: null = no subscription (or no support).
    const current = supported() ? navigator.serviceWorker.register("/sw.js").then((registration) => registration.pushManager.getSubscription()) : Promise.resolve(null);
    void current.then(setSubscription, () => setSubscription(null));
  }, []);

  async function turnOn(publicKey: string) {
    if ((await Notification.requestPermission()) !== "granted") {
      toast.error("Notifications are blocked for this site", { description: "Allow them in the browser's site settings, then try again." });
      return;
    }
    const registration = await navigator.serviceWorker.ready;
    const sub = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    const json = sub.toJSON();
    await subscribe.mutateAsync({ endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } });
    setSubscription(sub);
    toast.success("Push notifications are on for this device");
  }

  async function turnOff(sub: PushSubscription) {
    await unsubscribe.mutateAsync({ endpoint: sub.endpoint });
    await sub.unsubscribe();
    setSubscription(null);
    toast.success("Push notifications are off for this device");
  }

  const available = Boolean(config.data?.available && config.data.public_key) && supported();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRingIcon className="size-4" aria-hidden />
          Push notifications
        </CardTitle>
        <CardDescription>On your phone or computer, even with Understudy closed: when your avatar wants to answer and waits for your approval, and when your stand-in starts covering a meeting.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={`${id}-push`}>Push notifications on this device</Label>
          <Switch
            id={`${id}-push`}
            checked={Boolean(subscription)}
            disabled={!available || busy || subscription === undefined}
            onCheckedChange={(on) => {
              setBusy(true);
              const publicKey = config.data?.public_key ?? "";
              void (on ? turnOn(publicKey) : subscription ? turnOff(subscription) : Promise.resolve())
                .catch((error: unknown) => toast.error("Could not change push notifications", { description: pushFailure(error) }))
                .finally(() => setBusy(false));
            }}
          />
        </div>
        {!available && config.data && (
          <p className="text-muted-foreground text-xs">{config.data.available ? "This browser cannot receive push notifications." : "Push notifications are not set up on this server."}</p>
        )}
        {config.data && config.data.subscriptions > 0 && <p className="text-muted-foreground text-xs">Devices receiving them: {config.data.subscriptions}.</p>}
      </CardContent>
    </Card>
  );
}
