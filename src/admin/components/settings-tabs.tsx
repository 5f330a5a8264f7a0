// The sections of Settings (General, Payments): links between their pages, the current one marked.
import { t } from '../i18n/messages.js';
import { Link } from './link.js';

/** The links to the sections of Settings. */
export function SettingsTabs({ current }: { current: 'general' | 'payments' }) {
  const s = t().settings;
  return (
    <nav className="tabs" aria-label={s.sections}>
      <Link to="settings" current={current === 'general'}>
        {s.general}
      </Link>
      <Link to="settings/payments" current={current === 'payments'}>
        {s.payments}
      </Link>
    </nav>
  );
}
