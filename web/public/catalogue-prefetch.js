// Runs before the framework has downloaded: on the shop page, the catalogue request starts at
// once instead of after React and the page's code (the shop's hottest read, loaded once per
// visit). web/src/features/shop/api/list-products.ts takes the answer from
// window.__maisonCatalogue exactly once and makes its own request if this one failed.
// Plain script, outside the bundle, so that it loads and runs on its own.
if (location.pathname.replace(/\/+$/, '') === '/shop') {
  window.__maisonCatalogue = fetch('/api/customer/products', { headers: { accept: 'application/json' } }).then(
    (res) => (res.ok ? res.json() : Promise.reject(new Error('HTTP ' + res.status))),
  );
  window.__maisonCatalogue.catch(() => undefined);
}
