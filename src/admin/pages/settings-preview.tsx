// A live preview of the settings: a buy box and the hosted checkout's header and pay button in the typed accent colour, name and logo.
import type { CSSProperties } from 'react';
import { themeFor } from '../../wire/theme.js';
import { formatMoney } from '../core/format.js';
import { t } from '../i18n/messages.js';

/** What the preview shows: the form's values as typed (not yet saved). */
export interface SettingsPreviewProps {
  name: string;
  logoUrl: string;
  accentColor: string;
  currency: string;
}

/**
 * The preview. Its colours are the hosted pages' theme of the typed accent (the same contrast rules, src/wire/theme.ts), set as
 * CSS custom properties through the CSSOM (react-dom sets a `--` name of the `style` object with `style.setProperty`), which the dashboard's strict CSP
 * (`style-src 'self'`, no inline styles) allows; no frame, no second page, no script of the widget runs here.
 */
export function SettingsPreview({ name, logoUrl, accentColor, currency }: SettingsPreviewProps) {
  const s = t().settings;
  const theme = themeFor(accentColor);
  const colours = { '--preview-accent': theme.accent, '--preview-on-accent': theme.onAccent, '--preview-accent-text': theme.accentText } as CSSProperties;
  const logo = logoUrl.trim();
  const price = formatMoney(24, currency);
  return (
    <section className="panel settings-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{s.previewTitle}</h2>
      <p className="hint">{s.previewHint}</p>
      <div className="preview-cards" data-accent={theme.accent} style={colours}>
        <figure className="preview-card preview-widget">
          <figcaption>{s.previewWidget}</figcaption>
          <div className="preview-body">
            <div className="preview-image" aria-hidden="true" />
            <p className="preview-product">{s.previewProduct}</p>
            <p className="preview-price">{price}</p>
            <span className="preview-button" role="presentation">
              {s.previewAdd}
            </span>
          </div>
        </figure>
        <figure className="preview-card preview-checkout">
          <figcaption>{s.previewCheckout}</figcaption>
          <div className="preview-header">
            {logo ? <img className="preview-logo" src={logo} alt="" height={24} /> : null}
            <span className="preview-store">{name}</span>
          </div>
          <div className="preview-body">
            <p className="preview-total">
              <span>{s.previewTotal}</span> <strong>{price}</strong>
            </p>
            <span className="preview-button" role="presentation">
              {s.previewPay}
            </span>
          </div>
        </figure>
      </div>
    </section>
  );
}
