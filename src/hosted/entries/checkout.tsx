// Entry of the hosted checkout page (and its thank-you view): its styles, its data from the shell, its store's texts, and the page rendered into #root.
import '../styles/hosted.css';
import '../styles/checkout.css';
import { startPage } from '../core/start-page.js';
import { CheckoutPage } from '../pages/checkout/checkout-page.js';

void startPage('checkout', (data) => <CheckoutPage data={data} />);
