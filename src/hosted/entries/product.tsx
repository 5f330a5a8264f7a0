// Entry of the hosted product page: its styles, its data from the shell, its store's texts, and the page rendered into #root.
import '../styles/hosted.css';
import '../styles/pages.css';
import '../styles/product.css';
import { startPage } from '../core/start-page.js';
import { ProductPage } from '../pages/product/product-page.js';

void startPage('product', (data) => <ProductPage data={data} />);
