/** The page the print frame holds: the sheet's markup and its own styles, nothing of the shop around it. */
function invoiceDocument(sheetHtml: string, css: string, title: string): string {
  const safeTitle = title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${safeTitle}</title><style>@page{margin:16mm}body{margin:0}${css}</style></head><body>${sheetHtml}</body></html>`;
}

const PRINT_FRAME_ID = 'invoice-print-frame';

/** Removes the print frame, if one is there. */
export function removePrintFrame(): void {
  document.getElementById(PRINT_FRAME_ID)?.remove();
}

/**
 * Prints the sheet through a hidden frame, so the paper carries the invoice alone (no header,
 * footer or dialog) and the page itself is untouched. Browsers block on print() until the
 * print dialog closes, so `onDone` then hands focus back to the page; the frame goes after
 * printing, at the next print, or with `removePrintFrame` when the invoice closes.
 */
export function printInvoice(sheet: HTMLElement, css: string, title: string, onDone?: () => void): HTMLIFrameElement {
  removePrintFrame();
  const frame = document.createElement('iframe');
  frame.id = PRINT_FRAME_ID;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.addEventListener(
    'load',
    () => {
      const view = frame.contentWindow;
      if (!view) return;
      view.addEventListener('afterprint', () => frame.remove(), { once: true });
      view.focus();
      view.print();
      onDone?.();
    },
    { once: true },
  );
  frame.srcdoc = invoiceDocument(sheet.outerHTML, css, title);
  document.body.append(frame);
  return frame;
}
