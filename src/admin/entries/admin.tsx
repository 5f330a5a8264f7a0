// Entry of the merchant dashboard at /admin: its styles, its state started from the session cookie, the app rendered into #root.
import '../styles/admin.css';
import { createRoot } from 'react-dom/client';
import { AdminApp } from '../app.js';
import { startAdmin } from '../state/admin-actions.js';

/** Renders the dashboard into #root (replacing the shell's "Loading…"). */
function mount(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  root.textContent = '';
  createRoot(root).render(<AdminApp />);
}

void startAdmin().then(mount);
