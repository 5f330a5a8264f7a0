// Entry of the hosted product page: its styles, its data from the shell, and the page rendered into #root.
import '../styles/hosted.css';
import { mount } from '../core/mount.js';
import { readPageData } from '../core/page-data.js';
import { ProductPage } from '../pages/product/product-page.js';

mount(<ProductPage data={readPageData('product')} />);
