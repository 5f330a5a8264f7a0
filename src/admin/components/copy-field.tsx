// A read-only text (a script tag, a new key) with a button that copies it.
import { useId, useState } from 'react';
import { t } from '../i18n/messages.js';

/** Shows `value` in a read-only text area with a Copy button. */
export function CopyField({ label, value, rows = 2 }: { label: string; value: string; rows?: number }) {
  const id = `c${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [copied, setCopied] = useState(false);
  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} readOnly rows={rows} value={value} onFocus={(event) => (event.currentTarget as HTMLTextAreaElement).select()} />
      <button
        type="button"
        className="button"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        }}
      >
        {t().common.copy}
      </button>
      <span role="status" className="sub">
        {copied ? t().common.copied : ''}
      </span>
    </div>
  );
}
