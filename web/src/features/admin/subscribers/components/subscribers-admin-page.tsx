/** /admin/Subscribers (spec 02 §2): the newsletter subscribers, remove and export. */
export function SubscribersAdminPage() {
  return (
    <section className="admin-subscribers" aria-labelledby="subscribers-title">
      <h1 id="subscribers-title">Subscribers Management</h1>
    </section>
  );
}
