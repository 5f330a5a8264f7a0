// Entry of the hosted checkout page (and its thank-you view): its styles, its data from the shell, and the page rendered into #root.
import '../styles/hosted.css';
import '../styles/checkout.css';
import { mount } from '../core/mount.js';
import { readPageData } from '../core/page-data.js';
import { CheckoutPage } from '../pages/checkout/checkout-page.js';

mount(<CheckoutPage data={readPageData('checkout')} />);
