// Home: sales today and this month, orders waiting to be fulfilled, tracked products low on stock.
import type { Order } from '../../wire/orders.js';
import { searchOrders } from '../api/orders-api.js';
import { queryProducts } from '../api/products-api.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { formatMoney } from '../core/format.js';
import { t } from '../i18n/messages.js';
import { useLoad } from '../state/use-load.js';

/** Most orders a figure adds up (one page of the search); more shows as "100+". */
const MAX_SUMMED = 100;
/** Units at or below which a tracked product counts as low on stock. */
export const LOW_STOCK_UNITS = 5;

/** Orders from a day on (not canceled), as one sum per currency of the first order. */
interface Sales {
  count: number;
  more: boolean;
  total: string;
}

function salesOf(orders: Order[], more: boolean): Sales {
  const counted = orders.filter((order) => order.status !== 'CANCELED');
  const currency = counted[0]?.currency ?? 'USD';
  const sum = counted.filter((o) => o.currency === currency).reduce((total, o) => total + Number(o.priceSummary.total.amount), 0);
  return { count: counted.length, more, total: formatMoney(sum, currency) };
}

async function loadHome() {
  const now = new Date();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString().slice(0, 10);
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const monthStartDay = `${monthStart.getFullYear()}-${String(monthStart.getMonth() + 1).padStart(2, '0')}-01`;
  const [day, month, waiting, tracked] = await Promise.all([
    searchOrders({ from: today }, undefined, MAX_SUMMED),
    searchOrders({ from: monthStartDay }, undefined, MAX_SUMMED),
    searchOrders({ fulfillmentStatus: 'NOT_FULFILLED', paymentStatus: undefined }, undefined, MAX_SUMMED),
    queryProducts('', 0, 100, { 'stock.trackInventory': { $eq: true } }),
  ]);
  return {
    today: salesOf(day.orders, day.metadata.hasNext),
    month: salesOf(month.orders, month.metadata.hasNext),
    waiting: waiting.orders.filter((o) => o.status !== 'CANCELED').length,
    waitingMore: waiting.metadata.hasNext,
    lowStock: tracked.products.filter((p) => (p.stock.quantity ?? 0) <= LOW_STOCK_UNITS),
  };
}

/** The home page. */
export function HomePage() {
  const texts = t();
  const load = useLoad(loadHome, []);
  return (
    <>
      <PageHeading text={texts.home.title} />
      <LoadStates load={load}>
        {(home) => (
          <>
            <div class="cards">
              <section class="panel stat">
                <h2>{texts.home.today}</h2>
                <p class="figure">{home.today.total}</p>
                <p class="sub">{texts.home.ordersCount(home.today.count)}</p>
              </section>
              <section class="panel stat">
                <h2>{texts.home.month}</h2>
                <p class="figure">{home.month.total}</p>
                <p class="sub">{texts.home.ordersCount(home.month.count)}</p>
              </section>
              <section class="panel stat">
                <h2>{texts.home.toFulfil}</h2>
                <p class="figure">
                  {home.waiting}
                  {home.waitingMore ? '+' : ''}
                </p>
                <Link to="orders">{texts.home.viewOrders}</Link>
              </section>
            </div>
            <section class="panel">
              <h2>{texts.home.lowStock}</h2>
              {home.lowStock.length === 0 ? (
                <p>{texts.home.lowStockNone}</p>
              ) : (
                <ul class="plain">
                  {home.lowStock.map((product) => (
                    <li key={product.id}>
                      <Link to={`products/${product.id}`}>{product.name}</Link>: {texts.home.unitsLeft(product.stock.quantity ?? 0)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </LoadStates>
    </>
  );
}
