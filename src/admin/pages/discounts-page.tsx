// Discounts: the coupons shoppers type at checkout and the automatic discounts every cart gets, each listed with its form.
import { queryCoupons, type WireCoupon } from '../api/coupons-api.js';
import { queryDiscountRules, type WireDiscountRule } from '../api/discount-rules-api.js';
import { readSite } from '../api/site-api.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { t } from '../i18n/messages.js';
import { useLoad } from '../state/use-load.js';
import { CouponForm } from './coupon-form.js';
import { CouponList } from './coupon-list.js';
import { DiscountRuleForm } from './discount-rule-form.js';
import { DiscountRuleList } from './discount-rule-list.js';

/** What the page shows. */
interface Discounts {
  coupons: WireCoupon[];
  rules: WireDiscountRule[];
  currency: string;
}

async function loadDiscounts(): Promise<Discounts> {
  const [coupons, rules, site] = await Promise.all([queryCoupons(), queryDiscountRules(), readSite()]);
  return { coupons, rules, currency: site.currency };
}

/** A list with the item of `id` replaced, removed (undefined) or, when it is not listed, added first. */
function replaced<T extends { id: string }>(items: T[], id: string, item: T | undefined): T[] {
  if (!items.some((i) => i.id === id)) return item ? [item, ...items] : items;
  return items.flatMap((i) => (i.id !== id ? [i] : item ? [item] : []));
}

/** The discounts page. */
export function DiscountsPage() {
  const texts = t().discounts;
  const load = useLoad(loadDiscounts, []);
  const replaceCoupon = (id: string, coupon: WireCoupon | undefined) => load.update((d) => ({ ...d, coupons: replaced(d.coupons, id, coupon) }));
  const replaceRule = (id: string, rule: WireDiscountRule | undefined) => load.update((d) => ({ ...d, rules: replaced(d.rules, id, rule) }));
  return (
    <>
      <PageHeading text={texts.title} />
      <LoadStates load={load}>
        {(data) => (
          <>
            <section class="panel" aria-labelledby="coupons-title">
              <h2 id="coupons-title">{texts.couponsTitle}</h2>
              <p class="hint">{texts.couponsHint}</p>
              {data.coupons.length === 0 ? (
                <p class="state state-empty">{texts.noCoupons}</p>
              ) : (
                <CouponList coupons={data.coupons} currency={data.currency} replace={replaceCoupon} />
              )}
            </section>
            <CouponForm onCreated={(coupon) => replaceCoupon(coupon.id, coupon)} />
            <section class="panel" aria-labelledby="rules-title">
              <h2 id="rules-title">{texts.rulesTitle}</h2>
              <p class="hint">{texts.rulesHint}</p>
              {data.rules.length === 0 ? (
                <p class="state state-empty">{texts.noRules}</p>
              ) : (
                <DiscountRuleList rules={data.rules} currency={data.currency} replace={replaceRule} />
              )}
            </section>
            <DiscountRuleForm onCreated={(rule) => replaceRule(rule.id, rule)} />
          </>
        )}
      </LoadStates>
    </>
  );
}
