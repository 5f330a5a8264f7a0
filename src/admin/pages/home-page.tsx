// Home: the set-up checklist until done (owner), sales today and this month net of refunds and orders waiting to be fulfilled (exact, summed by the store), tracked variants low on stock.
import { queryInventory } from '../api/inventory-api.js';
import { readSalesSummary, type SalesSummary } from '../api/sales-api.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { formatMoney } from '../core/format.js';
import { choicesText } from '../core/variant-text.js';
import { t } from '../i18n/messages.js';
import { useAdmin } from '../state/use-admin.js';
import { useLoad } from '../state/use-load.js';

/** Units at or below which a tracked variant counts as low on stock. */
export const LOW_STOCK_UNITS = 5;

/** Low-stock variants Home lists at most (the Inventory page has them all). */
export const LOW_STOCK_SHOWN = 10;

/** A figure of the page: orders (not cancelled) and their total net of refunds, exact (the store sums every order). */
interface Sales {
  count: number;
  net: string;
}

function salesOf(summary: SalesSummary): Sales {
  return { count: summary.orderCount, net: formatMoney(summary.net.amount, summary.currency) };
}

/** The owner's checklist: its panel (a chunk of its own, so signing in loads no more) and its facts, or why they could not be read. */
async function loadChecklist() {
  const [{ HomeChecklistPanel }, facts] = await Promise.all([
    import('./home-checklist-panel.js'),
    import('../api/checklist-api.js').then((api) => api.readShopFacts()).catch((error: unknown) => ({ error })),
  ]);
  return { Panel: HomeChecklistPanel, facts };
}

/** Home's figures; for the owner also the set-up checklist (without failing the rest when its facts cannot be read). */
async function loadHome(owner: boolean) {
  const now = new Date();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const [day, month, ever, tracked, checklist] = await Promise.all([
    readSalesSummary({ from: today }),
    readSalesSummary({ from: monthStart }),
    readSalesSummary(),
    queryInventory({ text: '', lowStockUnits: LOW_STOCK_UNITS }, 0, LOW_STOCK_SHOWN + 1),
    owner ? loadChecklist() : undefined,
  ]);
  return {
    today: salesOf(day),
    month: salesOf(month),
    waiting: ever.unfulfilledCount,
    lowStock: tracked.variants.slice(0, LOW_STOCK_SHOWN),
    moreLowStock: tracked.variants.length > LOW_STOCK_SHOWN,
    checklist,
  };
}

/** The home page. */
export function HomePage() {
  const texts = t();
  const owner = useAdmin((s) => s.staff?.role === 'owner');
  const load = useLoad(() => loadHome(owner), [owner]);
  const noTaxSaid = () =>
    load.update((home) => {
      const checklist = home.checklist;
      if (!checklist || 'error' in checklist.facts) return home;
      return { ...home, checklist: { ...checklist, facts: { ...checklist.facts, noTax: true } } };
    });
  return (
    <>
      <PageHeading text={texts.home.title} />
      <LoadStates load={load}>
        {(home) => (
          <>
            {home.checklist && <home.checklist.Panel facts={home.checklist.facts} onNoTax={noTaxSaid} />}
            <div className="cards">
              <section className="panel stat">
                <h2>{texts.home.today}</h2>
                <p className="figure">{home.today.net}</p>
                <p className="sub">{texts.home.ordersCount(home.today.count)}</p>
              </section>
              <section className="panel stat">
                <h2>{texts.home.month}</h2>
                <p className="figure">{home.month.net}</p>
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
                  {home.lowStock.map((variant) => (
                    <li key={variant.id}>
                      <Link to={`products/${variant.productId}`}>{variant.productName}</Link>
                      {choicesText(variant) && ` (${choicesText(variant)})`}: {texts.home.unitsLeft(variant.stock.quantity ?? 0)}
                    </li>
                  ))}
                  {home.moreLowStock && (
                    <li>
                      <Link to="inventory">{texts.home.moreLowStock}</Link>
                    </li>
                  )}
                </ul>
              )}
            </section>
          </>
        )}
      </LoadStates>
    </>
  );
}
