// Home: sales today and this month and orders waiting to be fulfilled (exact, summed by the store), tracked products low on stock.
import { queryProducts } from '../api/products-api.js';
import { readSalesSummary, type SalesSummary } from '../api/sales-api.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { formatMoney } from '../core/format.js';
import { t } from '../i18n/messages.js';
import { useLoad } from '../state/use-load.js';

/** Units at or below which a tracked product counts as low on stock. */
export const LOW_STOCK_UNITS = 5;

/** A figure of the page: orders (not cancelled) and their total, exact (the store sums every order). */
interface Sales {
  count: number;
  total: string;
}

function salesOf(summary: SalesSummary): Sales {
  return { count: summary.orderCount, total: formatMoney(summary.total.amount, summary.currency) };
}

async function loadHome() {
  const now = new Date();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const [day, month, ever, tracked] = await Promise.all([
    readSalesSummary({ from: today }),
    readSalesSummary({ from: monthStart }),
    readSalesSummary(),
    queryProducts('', 0, 100, { 'stock.trackInventory': { $eq: true } }),
  ]);
  return {
    today: salesOf(day),
    month: salesOf(month),
    waiting: ever.unfulfilledCount,
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
            <div className="cards">
              <section className="panel stat">
                <h2>{texts.home.today}</h2>
                <p className="figure">{home.today.total}</p>
                <p className="sub">{texts.home.ordersCount(home.today.count)}</p>
              </section>
              <section className="panel stat">
                <h2>{texts.home.month}</h2>
                <p className="figure">{home.month.total}</p>
                <p className="sub">{texts.home.ordersCount(home.month.count)}</p>
              </section>
              <section className="panel stat">
                <h2>{texts.home.toFulfil}</h2>
                <p className="figure">{home.waiting}</p>
                <Link to="orders">{texts.home.viewOrders}</Link>
              </section>
            </div>
            <section className="panel">
              <h2>{texts.home.lowStock}</h2>
              {home.lowStock.length === 0 ? (
                <p>{texts.home.lowStockNone}</p>
              ) : (
                <ul className="plain">
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
