import { useEffect, useRef, useState } from 'react';
import { listCountLabel, searchBrands } from '../../shared/admin-search';
import { BRAND_MESSAGES, productCountLabel } from '../brand-messages';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { ActionBanner } from '../../shared/action-banner';
import { ListSearch } from '../../shared/list-search';
import { ListSkeleton } from '../../shared/list-skeleton';
import type { BrandRow } from '../api/list-all-brands';
import { BrandFormDialog } from './brand-form-dialog';
import { BrandList } from './brand-list';
import { BrandsEmpty, BrandsError, BrandsNoMatch } from './brands-states';
import { useBrands } from './use-brands';
import '../../shared/list-screen.css';
import { DocumentTitle } from '@/components/document-title';

/**
 * /admin/brands (spec 02 §2): the total count, search, the brands with how many products use
 * each, an add/edit dialog and delete after confirmation. A failed delete (a brand still in use)
 * shows the server's reason in the page; focus goes to the heading when a row leaves.
 */
export function BrandsAdminPage() {
  const brands = useBrands();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<BrandRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BrandRow | null>(null);
  const [focus, setFocus] = useState<'heading' | 'search' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const all = brands.status === 'ready' ? brands.brands : null;
  const shown = all ? searchBrands(all, query) : [];

  useEffect(() => {
    if (focus === 'heading') heading.current?.focus();
    if (focus === 'search') search.current?.focus();
    if (focus) setFocus(null);
  }, [focus]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const gone = await brands.remove(deleting);
    setDeleting(null);
    if (gone) setFocus('heading');
  };

  const save = (name: string) => (editing && editing !== 'new' ? brands.rename(editing, name) : brands.add(name));

  return (
    <section className="list-screen" aria-labelledby="brands-title">
      <DocumentTitle>{`${BRAND_MESSAGES.title} — Maison`}</DocumentTitle>
      <header className="list-screen__head">
        <div>
          <p className="eyebrow">Catalogue</p>
          <h1 id="brands-title" ref={heading} tabIndex={-1}>
            {BRAND_MESSAGES.title}
          </h1>
          {all && (
            <p className="list-screen__count" aria-live="polite">
              {listCountLabel(shown.length, all.length, ['brand', 'brands'])}
            </p>
          )}
        </div>
        <button type="button" className="button" disabled={!all} onClick={() => setEditing('new')}>
          {BRAND_MESSAGES.add}
        </button>
      </header>

      <ActionBanner message={brands.banner} onDismiss={brands.dismissBanner} />

      {brands.status === 'loading' && <ListSkeleton label={BRAND_MESSAGES.loading} />}
      {brands.status === 'error' && <BrandsError message={brands.message} onRetry={brands.reload} />}
      {all?.length === 0 && <BrandsEmpty onAdd={() => setEditing('new')} />}
      {all && all.length > 0 && (
        <>
          <div className="list-screen__toolbar">
            <ListSearch inputRef={search} label={BRAND_MESSAGES.searchLabel} value={query} placeholder="Brand name" onChange={setQuery} />
          </div>
          {shown.length === 0 ? (
            <BrandsNoMatch
              query={query}
              onClear={() => {
                setQuery('');
                setFocus('search');
              }}
            />
          ) : (
            <BrandList brands={shown} deletingId={brands.deletingId} onEdit={setEditing} onDelete={setDeleting} />
          )}
        </>
      )}

      {editing && all && (
        <BrandFormDialog
          brand={editing === 'new' ? undefined : editing}
          brands={all}
          onSave={async (name) => {
            const wasEmpty = all.length === 0;
            const failed = await save(name);
            if (!failed) {
              setEditing(null);
              // The empty state's Add Brand, which opened the dialog, is gone with the first brand.
              if (wasEmpty) setFocus('heading');
            }
            return failed;
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={BRAND_MESSAGES.deleteConfirm}
          detail={`${deleting.brandName} · used by ${productCountLabel(deleting.productCount).toLowerCase()}`}
          busy={brands.deletingId === deleting.id}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
