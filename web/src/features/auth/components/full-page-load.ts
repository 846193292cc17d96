/** Leaves the single-page app for `path` with a full page load (admins after login, spec 01 §4). */
export function loadPage(path: string): void {
  window.location.assign(path);
}
