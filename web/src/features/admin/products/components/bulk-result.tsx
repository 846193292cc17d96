import { useState } from 'react';
import type { BulkUploadResult } from '@shared/routes/admin-product-sheets';
import { saveFailedRows } from './failed-rows-workbook';

/** The upload's answer: its message, the counts, and each refused row with a way to download them. */
export function BulkResult({ result, uploaded }: { result: BulkUploadResult; uploaded: Blob | null }) {
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const failedRows = new Set(result.errors.map((error) => error.row)).size;

  const onDownload = async () => {
    setSaving(true);
    setSaveError('');
    try {
      await saveFailedRows(result.errors, uploaded);
    } catch (error) {
      setSaveError(`Could not build the file. ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="bulk-result" data-testid="bulk-result">
      <p className="bulk-result__message" role="status">
        {result.message || 'Upload finished.'}
      </p>
      <ul className="bulk-result__counts">
        <li>
          <strong>{result.inserted}</strong> inserted
        </li>
        <li>
          <strong>{result.updated}</strong> updated
        </li>
        <li>
          <strong>{failedRows}</strong> {failedRows === 1 ? 'row' : 'rows'} refused
        </li>
      </ul>
      {result.errors.length > 0 && (
        <>
          <div className="bulk-errors">
            <table className="bulk-errors__table">
              <caption>Rows that were not imported</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Value</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((error, index) => (
                  <tr key={`${error.row}-${error.column}-${index}`}>
                    <td data-label="Row">{error.row}</td>
                    <td data-label="Column">{error.column || '—'}</td>
                    <td data-label="Value">{error.value === '' ? <span className="bulk-errors__empty">(empty)</span> : error.value}</td>
                    <td data-label="Reason">{error.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void onDownload()}
            disabled={saving}
            aria-busy={saving}
          >
            {saving ? 'Preparing…' : 'Download failed rows'}
          </button>
          {saveError && (
            <p className="form-field__error" role="alert">
              {saveError}
            </p>
          )}
        </>
      )}
    </div>
  );
}
