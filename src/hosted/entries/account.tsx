// Entry of the hosted account page: its styles, its data from the shell, and the page rendered into #root.
import '../styles/hosted.css';
import { mount } from '../core/mount.js';
import { readPageData } from '../core/page-data.js';
import { AccountPage } from '../pages/account/account-page.js';

mount(<AccountPage data={readPageData('account')} />);
