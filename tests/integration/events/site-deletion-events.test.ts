// A deleted site's events go with it (a trigger on sites, since event_outbox.site_id has no foreign key), and their places in the fan-out queue; other sites' stay.
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_ID } from '../../../src/server/seed/demo-site.js';
import { queueEvent, storedEvents } from '../../../src/server/events/event-outbox.js';
import { CartEventType, EntityFqdn } from '../../../src/wire/events.js';
import { insertSite } from '../../support/cart-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const t = useTestApp();

describe('events of a deleted site', () => {
  it('are deleted with the site; events of other sites are kept', async () => {
    const other = await insertSite(t.ctx.db);
    const now = new Date();
    const event = { eventType: CartEventType.UPDATED, entityFqdn: EntityFqdn.CART, entity: { id: 'c' } };
    const doomed = await queueEvent(t.ctx.db, { ...event, siteId: other.siteId, entityId: 'doomed-cart' }, now);
    const kept = await queueEvent(t.ctx.db, { ...event, siteId: DEMO_SITE_ID, entityId: 'kept-cart' }, now);
    expect(await storedEvents(t.ctx.db, other.siteId, { entityId: 'doomed-cart' })).toHaveLength(1);

    await t.ctx.db.deleteFrom('sites').where('id', '=', other.siteId).execute();

    expect(await storedEvents(t.ctx.db, other.siteId)).toHaveLength(0);
    expect(await storedEvents(t.ctx.db, DEMO_SITE_ID, { entityId: 'kept-cart' })).toHaveLength(1);
    // Their places in the fan-out queue go with them; the other site's event still waits.
    const queued = await t.ctx.db.selectFrom('event_outbox_pending').select('event_id').where('event_id', 'in', [doomed, kept]).execute();
    expect(queued.map((r) => r.event_id)).toEqual([kept]);
  });
});
