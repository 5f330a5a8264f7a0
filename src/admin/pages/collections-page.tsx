// The collections list: name, number of products and visibility, offset paging, each row linking to its form.
import { useState } from 'react';
import type { QueryCollectionsResponse } from '../../wire/catalog.js';
import { COLLECTIONS_PAGE_SIZE, queryCollections } from '../api/collections-api.js';
import { Link } from '../components/link.js';
import { LoadStates } from '../components/load-states.js';
import { PageHeading } from '../components/page-heading.js';
import { Pager } from '../components/pager.js';
import { t } from '../i18n/messages.js';
import { useLoad } from '../state/use-load.js';

/** The collections page. */
export function CollectionsPage() {
  const texts = t().collections;
  const [offset, setOffset] = useState(0);
  const load = useLoad<QueryCollectionsResponse>(() => queryCollections(offset), [offset]);
  return (
    <>
      <PageHeading text={texts.title}>
        <Link to="collections/new" className="button button-primary">
          {texts.add}
        </Link>
      </PageHeading>
      <LoadStates load={load} isEmpty={(data) => data.collections.length === 0 && offset === 0} empty={texts.empty}>
        {(data) => (
          <>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{texts.name}</th>
                    <th scope="col" className="num">
                      {texts.products}
                    </th>
                    <th scope="col">{texts.visibility}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.collections.map((collection) => (
                    <tr key={collection.id}>
                      <th scope="row">
                        <Link to={`collections/${collection.id}`}>{collection.name}</Link>
                        {collection.description && <span className="sub">{collection.description}</span>}
                      </th>
                      <td className="num">{collection.numberOfProducts}</td>
                      <td>{collection.visible ? texts.visible : texts.hidden}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager offset={offset} pageSize={COLLECTIONS_PAGE_SIZE} total={data.metadata.total} pageOf={texts.pageOf} onOffset={setOffset} />
          </>
        )}
      </LoadStates>
    </>
  );
}
