// A dashboard path that names no page.
import { Link } from '../components/link.js';
import { PageHeading } from '../components/page-heading.js';
import { t } from '../i18n/messages.js';

/** The page of an unknown path. */
export function NotFoundPage() {
  const texts = t();
  return (
    <>
      <PageHeading text={texts.common.notFound} />
      <p>{texts.common.notFoundText}</p>
      <p>
        <Link to="">{texts.nav.home}</Link>
      </p>
    </>
  );
}
