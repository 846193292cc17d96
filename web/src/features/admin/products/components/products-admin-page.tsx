/** /admin/products (spec 02 §2): the product list, add, edit, delete, bulk upload and download. */
export function ProductsAdminPage() {
  return (
    <section className="admin-products" aria-labelledby="products-title">
      <h1 id="products-title">Product Management</h1>
    </section>
  );
}
