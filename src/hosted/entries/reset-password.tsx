// Entry of the hosted reset-password page: its styles, its data from the shell, its store's texts, and the page rendered into #root.
import '../styles/hosted.css';
import '../styles/pages.css';
import { startPage } from '../core/start-page.js';
import { ResetPasswordPage } from '../pages/reset-password/reset-page.js';

void startPage('reset-password', (data) => <ResetPasswordPage data={data} />);
