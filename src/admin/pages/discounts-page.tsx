// Discounts: the coupons shoppers type at checkout and the automatic discounts every cart gets, each listed with its form (new, or the one being edited).
import { useState } from 'react';
import { queryCoupons, type CouponKind, type WireCoupon } from '../api/coupons-api.js';
import { queryDiscountRules, type DiscountRuleInput, type WireDiscountRule } from '../api/discount-rules-api.js';
import { readSite } from '../api/site-api.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { t } from '../i18n/messages.js';
import { replacedIn } from '../state/optimistic-list.js';
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

/** Moves the focus to a section's heading once an edit form closed (the page renders first). */
function focusHeading(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/** The discounts page. */
export function DiscountsPage() {
  const texts = t().discounts;
  const load = useLoad(loadDiscounts, []);
  const [couponEditing, setCouponEditing] = useState<{ coupon: WireCoupon; kind: CouponKind } | undefined>();
  const [ruleEditing, setRuleEditing] = useState<{ rule: WireDiscountRule; input: DiscountRuleInput } | undefined>();
  const replaceCoupon = (id: string, coupon: WireCoupon | undefined) =>
    load.update((d) => ({ ...d, coupons: replacedIn(d.coupons, id, coupon, { add: 'first' }) }));
  const replaceRule = (id: string, rule: WireDiscountRule | undefined) =>
    load.update((d) => ({ ...d, rules: replacedIn(d.rules, id, rule, { add: 'first' }) }));
  const closeCoupon = () => {
    setCouponEditing(undefined);
    focusHeading('coupons-title');
  };
  const closeRule = () => {
    setRuleEditing(undefined);
    focusHeading('rules-title');
  };
  return (
    <>
      <PageHeading text={texts.title} />
      <LoadStates load={load}>
        {(data) => (
          <>
            <section className="panel" aria-labelledby="coupons-title">
              <h2 id="coupons-title" tabIndex={-1}>
                {texts.couponsTitle}
              </h2>
              <p className="hint">{texts.couponsHint}</p>
              <CouponList
                coupons={data.coupons}
                currency={data.currency}
                replace={replaceCoupon}
                onEdit={(coupon, kind) => setCouponEditing({ coupon, kind })}
              />
            </section>
            <CouponForm
              key={`coupon ${couponEditing?.coupon.id ?? 'new'}`}
              editing={couponEditing}
              onSaved={(coupon) => {
                replaceCoupon(coupon.id, coupon);
                if (couponEditing) closeCoupon();
              }}
              onCancel={closeCoupon}
            />
            <section className="panel" aria-labelledby="rules-title">
              <h2 id="rules-title" tabIndex={-1}>
                {texts.rulesTitle}
              </h2>
              <p className="hint">{texts.rulesHint}</p>
              <DiscountRuleList rules={data.rules} currency={data.currency} replace={replaceRule} onEdit={(rule, input) => setRuleEditing({ rule, input })} />
            </section>
            <DiscountRuleForm
              key={`rule ${ruleEditing?.rule.id ?? 'new'}`}
              editing={ruleEditing}
              onSaved={(rule) => {
                replaceRule(rule.id, rule);
                if (ruleEditing) closeRule();
              }}
              onCancel={closeRule}
            />
          </>
        )}
      </LoadStates>
    </>
  );
}
