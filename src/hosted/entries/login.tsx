// Entry of the hosted login page: its styles, its data from the shell, and the page rendered into #root.
import '../styles/hosted.css';
import { mount } from '../core/mount.js';
import { readPageData } from '../core/page-data.js';
import { LoginPage } from '../pages/login/login-page.js';

mount(<LoginPage data={readPageData('login')} />);
