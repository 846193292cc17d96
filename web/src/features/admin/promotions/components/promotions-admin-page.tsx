import { useEffect, useRef, useState } from 'react';
import { type Promotion, promoValueText } from '@shared/cart/promo-codes';
import { DocumentTitle } from '@/components/document-title';
import { ActionBanner } from '../../shared/action-banner';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { ListSkeleton } from '../../shared/list-skeleton';
import { PromotionFormDialog } from './promotion-form-dialog';
import { PromotionTable } from './promotion-table';
import { PROMOTION_TEXTS, promotionCountText, usesText } from './promotion-texts';
import { PromotionsEmpty, PromotionsError } from './promotions-states';
import { usePromotions } from './use-promotions';
import '../../shared/list-screen.css';
import './promotions.css';

/**
 * /admin/promotions: the codes shoppers apply in their cart, with what each takes off, its
 * minimum, dates, uses and limits; add and edit in a dialog, switch a code off or on, and delete
 * after confirmation. A failed switch or delete (a code checkouts are paying with) shows the
 * server's reason in the page; focus goes to the heading when a row leaves.
 */
export function PromotionsAdminPage() {
  const promotions = usePromotions();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const all = promotions.status === 'ready' ? promotions.promotions : null;

  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const gone = await promotions.remove(deleting);
    setDeleting(null);
    if (gone) setFocusHeading(true);
  };

  return (
    <section className="list-screen" aria-labelledby="promotions-title">
      <DocumentTitle>{`${PROMOTION_TEXTS.title} — Maison`}</DocumentTitle>
      <header className="list-screen__head">
        <div>
          <p className="eyebrow">Checkout</p>
          <h1 id="promotions-title" ref={heading} tabIndex={-1}>
            {PROMOTION_TEXTS.title}
          </h1>
          {all && (
            <p className="list-screen__count" aria-live="polite">
              {promotionCountText(all)}
            </p>
          )}
        </div>
        <button type="button" className="button" disabled={!all} onClick={() => setEditing('new')}>
          {PROMOTION_TEXTS.add}
        </button>
      </header>

      <ActionBanner message={promotions.banner} onDismiss={promotions.dismissBanner} />

      {promotions.status === 'loading' && <ListSkeleton label={PROMOTION_TEXTS.loading} />}
      {promotions.status === 'error' && <PromotionsError message={promotions.message} onRetry={promotions.reload} />}
      {all?.length === 0 && <PromotionsEmpty onAdd={() => setEditing('new')} />}
      {all && all.length > 0 && (
        <PromotionTable
          promotions={all}
          busyCode={promotions.busyCode}
          onEdit={setEditing}
          onToggle={(promotion) => void promotions.toggle(promotion)}
          onDelete={setDeleting}
        />
      )}

      {editing && (
        <PromotionFormDialog
          editing={editing === 'new' ? null : editing}
          onSave={async (input) => {
            const wasEmpty = all?.length === 0;
            const outcome = await promotions.save(editing === 'new' ? null : editing, input);
            if (outcome.ok) {
              setEditing(null);
              // The empty state's Add Promotion, which opened the dialog, is gone with the first code.
              if (wasEmpty) setFocusHeading(true);
            }
            return outcome;
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          message={PROMOTION_TEXTS.deleteConfirm}
          detail={`${deleting.code} · ${promoValueText(deleting)} · ${usesText(deleting)} ${deleting.uses === 1 ? 'use' : 'uses'}`}
          busy={promotions.busyCode === deleting.code}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
