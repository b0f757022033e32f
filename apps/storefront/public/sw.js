// The storefront's service worker (registered at the site root by the page shell).
// - Navigations go to the network; when the network fails the offline page is shown.
// - Only static build files are cached: the hashed scripts and styles under /assets/, the icons and
//   the offline page. Pages, customer data, Store API answers and media are never stored.
const cacheName = 'tradeshop-static-v2';
const offlineUrl = '/offline.html';
const precached = [offlineUrl, '/offline.js', '/favicon.svg', '/icons/icon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.addAll(precached))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== cacheName).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

function isStaticAsset(url) {
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/assets/') || precached.includes(url.pathname))
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() => caches.match(offlineUrl).then((page) => page ?? Response.error())),
    );
    return;
  }
  const url = new URL(request.url);
  if (!isStaticAsset(url)) return;
  // Build files carry their content hash in the name: a cached copy is always the right one.
  event.respondWith(
    caches.open(cacheName).then((cache) =>
      cache.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok && response.type === 'basic') cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
