// Entry of the hosted login page: its styles, its data from the shell, its store's texts, and the page rendered into #root.
import '../styles/hosted.css';
import '../styles/pages.css';
import { startPage } from '../core/start-page.js';
import { LoginPage } from '../pages/login/login-page.js';

void startPage('login', (data) => <LoginPage data={data} />);
