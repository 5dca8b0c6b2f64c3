/*
 * The web player's service worker: Web Push only (no caching). The server's payload (RFC 8291, decrypted by the
 * browser) is JSON: { notificationId, title, body, data, silent }. An alert is shown as a notification; a click
 * opens the room it names (data.roomSlug) or the in-app list. Silent data is handed to the open pages.
 */
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function parse(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = parse(event);
  if (!payload) return;
  const data = payload.data && typeof payload.data === 'object' ? payload.data : {};
  if (payload.silent) {
    event.waitUntil(
      self.clients.matchAll({ type: 'window' }).then((pages) => {
        for (const page of pages) page.postMessage({ type: 'push', notificationId: payload.notificationId, data });
      }),
    );
    return;
  }
  event.waitUntil(
    self.registration.showNotification(typeof payload.title === 'string' && payload.title ? payload.title : 'Backspin', {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.notificationId === 'string' ? payload.notificationId : undefined,
      data,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const slug = typeof data.roomSlug === 'string' && /^[A-Za-z0-9_-]+$/.test(data.roomSlug) ? data.roomSlug : null;
  const path = slug ? `/rooms/${slug}` : '/notifications';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      for (const page of pages) {
        if ('focus' in page && 'navigate' in page) return page.navigate(path).then((p) => (p ? p.focus() : undefined));
      }
      return self.clients.openWindow(path);
    }),
  );
});
