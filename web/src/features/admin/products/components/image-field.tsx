import { useEffect, useId, useState } from 'react';
import { imageFileProblem } from '@shared/admin/product-form';
import { ProductThumb } from './product-thumb';

/**
 * The product picture: a file picker for images, checked at once (type and 5 MB), with a preview
 * of the chosen file or the current picture, and the upload's progress while it runs.
 */
export function ImageField({
  current,
  file,
  onFile,
  progress,
  uploading,
}: {
  current?: string;
  file: File | null;
  onFile: (file: File | null) => void;
  progress: number;
  uploading: boolean;
}) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="form-field image-field">
      <label htmlFor={id} className="form-field__label">
        Product image
      </label>
      <div className="image-field__row">
        <div className="image-field__preview">
          {preview ? (
            <img src={preview} alt="Preview of the chosen image" width={96} height={96} />
          ) : (
            <ProductThumb src={current} size={96} />
          )}
        </div>
        <div className="image-field__pick">
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="image-field__input"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-help${problem ? ` ${id}-error` : ''}`}
            disabled={uploading}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const found = chosen ? imageFileProblem(chosen) : null;
              setProblem(found ?? '');
              onFile(found ? null : chosen);
              if (found) event.target.value = '';
            }}
          />
          <p id={`${id}-help`} className="form-field__hint">
            PNG, JPEG, WebP or GIF, up to 5 MB.{file ? ` Chosen: ${file.name}` : ''}
          </p>
          {problem && (
            <p id={`${id}-error`} className="form-field__error" role="alert">
              {problem}
            </p>
          )}
          {uploading && (
            <div className="upload-progress">
              <progress max={100} value={progress} aria-label="Image upload progress" />
              <span aria-hidden="true">{progress}%</span>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
