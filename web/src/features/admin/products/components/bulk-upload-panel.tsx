import { type FormEvent, useId, useRef, useState } from 'react';
import { BULK_MESSAGES, bulkDownloadFailed, bulkFileProblem, bulkUploadFailed } from '../bulk-upload';
import type { BulkUploadResult } from '@shared/routes/admin-product-sheets';
import { errorMessage } from '@/lib/api-client';
import { downloadProductsSheet } from '../api/bulk-download-products';
import { uploadErrorText, uploadProductsSheet } from '../api/bulk-upload-products';
import { BulkResult } from './bulk-result';

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  | { name: 'processing' }
  | { name: 'done'; result: BulkUploadResult; file: File };

/**
 * Bulk Upload: the template, an .xlsx picker, the upload with its progress then "Processing…",
 * the counts and refused rows; and the whole catalogue as products.xlsx.
 */
export function BulkUploadPanel({ onImported }: { onImported: (result: BulkUploadResult) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [error, setError] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const busy = phase.name === 'uploading' || phase.name === 'processing';

  const onUpload = async (event: FormEvent) => {
    event.preventDefault();
    const problem = bulkFileProblem(file);
    if (problem || !file) {
      setError(problem ?? BULK_MESSAGES.noFile);
      input.current?.focus();
      return;
    }
    setError('');
    setPhase({ name: 'uploading', percent: 0 });
    try {
      const result = await uploadProductsSheet(file, {
        onProgress: (percent) => setPhase((now) => (now.name === 'uploading' ? { name: 'uploading', percent } : now)),
        onSent: () => setPhase({ name: 'processing' }),
      });
      setPhase({ name: 'done', result, file });
      if (result.inserted + result.updated > 0) onImported(result);
    } catch (failure) {
      setPhase({ name: 'idle' });
      setError(bulkUploadFailed(uploadErrorText(failure)));
    }
  };

  const onDownloadAll = async () => {
    setDownloading(true);
    setDownloadError('');
    try {
      await downloadProductsSheet();
    } catch (failure) {
      setDownloadError(bulkDownloadFailed(errorMessage(failure, 'Please try again.')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="bulk-upload" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Bulk Upload</h2>
      <p className="bulk-upload__intro">
        Fill in the template (one product per row; an existing product ID updates that product) and upload it as .xlsx.
      </p>
      <div className="bulk-upload__links">
        <a className="button button--ghost button--small" href={BULK_MESSAGES.templatePath} download="products_template.xlsx">
          Download template
        </a>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void onDownloadAll()}
          disabled={downloading}
          aria-busy={downloading}
        >
          {downloading ? 'Preparing download…' : 'Download all products'}
        </button>
      </div>
      {downloadError && (
        <p className="form-message" role="alert">
          {downloadError}
        </p>
      )}
      <form className="bulk-upload__form" noValidate onSubmit={(event) => void onUpload(event)}>
        <div className="form-field">
          <label htmlFor={inputId} className="form-field__label">
            Spreadsheet (.xlsx)
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="bulk-upload__input"
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setError(chosen ? (bulkFileProblem(chosen) ?? '') : '');
            }}
          />
        </div>
        <button type="submit" className="button button--small" disabled={busy} aria-busy={busy}>
          {busy ? 'Uploading…' : 'Upload'}
        </button>
      </form>
      <div aria-live="polite">
        {phase.name === 'uploading' && (
          <div className="upload-progress">
            <progress max={100} value={phase.percent} aria-label="Spreadsheet upload progress" />
            <span>{phase.percent}%</span>
          </div>
        )}
        {phase.name === 'processing' && <p className="bulk-upload__processing">{BULK_MESSAGES.processing}</p>}
      </div>
      {error && (
        <p id={`${inputId}-error`} className="form-message" role="alert">
          {error}
        </p>
      )}
      {phase.name === 'done' && <BulkResult result={phase.result} uploaded={phase.file} />}
    </section>
  );
}
