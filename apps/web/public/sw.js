/*
 * Understudy's service worker: shows a Web Push notification (an avatar draft waiting for approval, the stand-in
 * starting to cover) and opens its link, the live room, when it is clicked. The payload is what the server's
 * push.send job encrypted to this browser (packages/services/src/push): { title, body, url, tag }.
 */
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: "Understudy", body: event.data ? event.data.text() : "" };
  }
  const title = data.title || "Understudy";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || "",
      // Same tag, same notification: a newer one about the same draft or meeting replaces it.
      tag: data.tag || undefined,
      renotify: Boolean(data.tag),
      requireInteraction: true,
      data: { url: typeof data.url === "string" && data.url.startsWith("/") ? data.url : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // A tab of the app already open: bring it to the live room instead of opening another.
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && "focus" in client) {
          await client.focus();
          if ("navigate" in client) await client.navigate(target);
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
