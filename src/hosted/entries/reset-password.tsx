// Entry of the hosted reset-password page: its styles, its data from the shell, and the page rendered into #root.
import '../styles/hosted.css';
import { mount } from '../core/mount.js';
import { readPageData } from '../core/page-data.js';
import { ResetPasswordPage } from '../pages/reset-password/reset-page.js';

mount(<ResetPasswordPage data={readPageData('reset-password')} />);
