import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { displayOrderNumber } from '@shared/orders/order-number';
import type { Order } from '@shared/types';
import { CloseIcon } from '../icons';
import { useModal } from '../use-modal';
import sheetCss from './invoice-sheet.css?inline';
import { printInvoice, removePrintFrame } from './invoice-print';
import { InvoiceSheet } from './invoice-sheet';
import './invoice-dialog.css';

/** A delivered order's invoice in a modal dialog, with Print (through a hidden frame) and Close. */
export default function InvoiceDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLElement>(null);
  const printButton = useRef<HTMLButtonElement>(null);
  const number = displayOrderNumber(order);
  useModal(dialog, onClose);
  useEffect(() => removePrintFrame, []);

  const print = () => {
    if (sheet.current) printInvoice(sheet.current, sheetCss, `Invoice ${number} — Maison`, () => printButton.current?.focus());
  };

  return createPortal(
    <div
      className="invoice-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className="invoice-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="invoice-dialog__bar">
          <h2 id={titleId} className="invoice-dialog__title">
            Invoice {number}
          </h2>
          <div className="invoice-dialog__actions">
            <button ref={printButton} type="button" className="button button--small" onClick={print} data-autofocus>
              Print
            </button>
            <button type="button" className="icon-button" aria-label="Close invoice" onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
        </div>
        <div className="invoice-dialog__body" role="region" aria-labelledby={titleId} tabIndex={0}>
          <style>{sheetCss}</style>
          <InvoiceSheet sheetRef={sheet} order={order} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
