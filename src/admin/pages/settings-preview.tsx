// A live preview of the settings: a buy box and the hosted checkout's header and pay button in the typed accent colour, name and logo.
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
 * CSS custom properties through the CSSOM (preact's `style` object calls `style.setProperty`), which the dashboard's strict CSP
 * (`style-src 'self'`, no inline styles) allows; no frame, no second page, no script of the widget runs here.
 */
export function SettingsPreview({ name, logoUrl, accentColor, currency }: SettingsPreviewProps) {
  const s = t().settings;
  const theme = themeFor(accentColor);
  const colours = { '--preview-accent': theme.accent, '--preview-on-accent': theme.onAccent, '--preview-accent-text': theme.accentText };
  const logo = logoUrl.trim();
  const price = formatMoney(24, currency);
  return (
    <section class="panel settings-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{s.previewTitle}</h2>
      <p class="hint">{s.previewHint}</p>
      <div class="preview-cards" data-accent={theme.accent} style={colours}>
        <figure class="preview-card preview-widget">
          <figcaption>{s.previewWidget}</figcaption>
          <div class="preview-body">
            <div class="preview-image" aria-hidden="true" />
            <p class="preview-product">{s.previewProduct}</p>
            <p class="preview-price">{price}</p>
            <span class="preview-button" role="presentation">
              {s.previewAdd}
            </span>
          </div>
        </figure>
        <figure class="preview-card preview-checkout">
          <figcaption>{s.previewCheckout}</figcaption>
          <div class="preview-header">
            {logo ? <img class="preview-logo" src={logo} alt="" height={24} /> : null}
            <span class="preview-store">{name}</span>
          </div>
          <div class="preview-body">
            <p class="preview-total">
              <span>{s.previewTotal}</span> <strong>{price}</strong>
            </p>
            <span class="preview-button" role="presentation">
              {s.previewPay}
            </span>
          </div>
        </figure>
      </div>
    </section>
  );
}
