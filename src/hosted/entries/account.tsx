// Entry of the hosted account page: its styles, its data from the shell, its store's texts, and the page rendered into #root.
import '../styles/hosted.css';
import '../styles/pages.css';
import '../styles/account.css';
import { startPage } from '../core/start-page.js';
import { AccountPage } from '../pages/account/account-page.js';

void startPage('account', (data) => <AccountPage data={data} />);
