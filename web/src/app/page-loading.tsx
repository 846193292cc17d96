/** Shown while a page's code arrives; tall enough that the footer does not jump. */
export function PageLoading() {
  return (
    <div className="page page-loading container" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
