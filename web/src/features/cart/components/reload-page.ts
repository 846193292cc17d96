/** Reloads the page: after 'Session expired. Please login again.' the guard then sends the shopper to sign in. */
export function reloadPage(): void {
  window.location.reload();
}
