import { useState } from 'react';
import { PRODUCT_FORM_MESSAGES } from '@shared/admin/product-form';
import { DEFAULT_ADMIN_LIST, type AdminListState, adminProductsView } from '../../shared/product-list-view';
import { PRODUCTS_MESSAGES } from '../products-messages';
import type { Product } from '@shared/types';
import { LoadErrorPanel, StatePanel } from '@/components/state-panel';
import { PaginationBar } from '@/components/pagination-bar';
import { showToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { deleteProduct } from '../api/delete-product';
import { BulkUploadPanel } from './bulk-upload-panel';
import { ProductDetailDialog } from './product-detail-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { ProductsCards } from './products-cards';
import { ProductsSkeleton } from './products-skeleton';
import { ProductsTable } from './products-table';
import { type ProductsView, ProductsToolbar } from './products-toolbar';
import { useAdminProducts } from './use-admin-products';
import './products-admin.css';

type Open =
  | { kind: 'none' }
  | { kind: 'detail'; product: Product }
  | { kind: 'form'; product: Product | null }
  | { kind: 'delete'; product: Product };

/** /admin/products (spec 02 §2): search, sort, pages, table or list, details, add, edit, delete, bulk upload and download. */
export function ProductsAdminPage() {
  const { load, reload, retry } = useAdminProducts();
  const [list, setList] = useState<AdminListState>(DEFAULT_ADMIN_LIST);
  const [view, setView] = useState<ProductsView>('table');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState('');
  const shown = adminProductsView(load.products, list);
  const close = () => setOpen({ kind: 'none' });
  const actions = {
    onView: (product: Product) => setOpen({ kind: 'detail', product }),
    onEdit: (product: Product) => setOpen({ kind: 'form', product }),
    onDelete: (product: Product) => {
      setDeleteError('');
      setOpen({ kind: 'delete', product });
    },
  };

  const onSaved = (wasEdit: boolean) => {
    close();
    showToast(wasEdit ? PRODUCTS_MESSAGES.updated : PRODUCTS_MESSAGES.added);
    void reload();
  };

  const onConfirmDelete = async (product: Product) => {
    setDeleting(true);
    try {
      await deleteProduct(product.product_id);
      close();
      showToast(PRODUCTS_MESSAGES.deleted);
      void reload();
    } catch (error) {
      setDeleteError(errorMessage(error, PRODUCT_FORM_MESSAGES.deleteFailed));
      close();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className="admin-products" aria-labelledby="products-title">
      <header className="admin-products__head">
        <div>
          <h1 id="products-title">Product Management</h1>
          {load.status !== 'loading' && (
            <p className="admin-products__count">
              {shown.total === load.products.length
                ? `${load.products.length} products`
                : `${shown.total} of ${load.products.length} products`}
            </p>
          )}
        </div>
        <button type="button" className="button" onClick={() => setOpen({ kind: 'form', product: null })}>
          Add Product
        </button>
      </header>

      <ProductsToolbar state={list} view={view} onChange={(change) => setList((now) => ({ ...now, ...change }))} onView={setView} />

      {deleteError && (
        <p className="form-message" role="alert">
          {deleteError}
        </p>
      )}

      {load.status === 'loading' && load.products.length === 0 ? (
        <ProductsSkeleton />
      ) : load.status === 'error' && load.products.length === 0 ? (
        <LoadErrorPanel title="Could not load products" onRetry={retry}>
          {load.error}
        </LoadErrorPanel>
      ) : shown.total === 0 ? (
        <StatePanel
          title={load.products.length === 0 ? 'No products yet' : 'No matching products'}
          action={
            load.products.length === 0 ? (
              <button type="button" className="button" onClick={() => setOpen({ kind: 'form', product: null })}>
                Add Product
              </button>
            ) : (
              <button type="button" className="button button--ghost" onClick={() => setList((now) => ({ ...now, search: '', page: 1 }))}>
                Clear search
              </button>
            )
          }
        >
          {load.products.length === 0
            ? 'Add the first product, or import many at once with Bulk Upload.'
            : `Nothing matches “${list.search.trim()}”.`}
        </StatePanel>
      ) : (
        <>
          {load.status === 'error' && (
            <p className="form-message" role="alert">
              {load.error}
            </p>
          )}
          <h2 className="visually-hidden">Products</h2>
          {view === 'table' ? <ProductsTable products={shown.items} {...actions} /> : <ProductsCards products={shown.items} {...actions} />}
          <PaginationBar
            page={shown.page}
            totalPages={shown.pages}
            onChange={(page) => setList((now) => ({ ...now, page }))}
            label="Product pages"
            block="admin-pagination"
          />
        </>
      )}

      <BulkUploadPanel
        onImported={(result) => {
          showToast(`Imported: ${result.inserted} added, ${result.updated} updated`);
          void reload();
        }}
      />

      {open.kind === 'detail' && <ProductDetailDialog product={open.product} onClose={close} {...actions} />}
      {open.kind === 'form' && <ProductFormDialog editing={open.product} onClose={close} onSaved={() => onSaved(open.product !== null)} />}
      {open.kind === 'delete' && (
        <ConfirmDialog
          message={PRODUCT_FORM_MESSAGES.deleteConfirm}
          detail={`${open.product.name} (${open.product.product_id})`}
          busy={deleting}
          onCancel={close}
          onConfirm={() => void onConfirmDelete(open.product)}
        />
      )}
    </section>
  );
}
