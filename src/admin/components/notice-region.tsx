// The live regions that announce what the last action did: successes politely, refusals at once.
import { useAdmin } from '../state/use-admin.js';

/** Shows and announces the current notice. */
export function NoticeRegion() {
  const notice = useAdmin((s) => s.notice);
  return (
    <>
      <div className="notice notice-success" role="status" hidden={notice?.kind !== 'success'}>
        {notice?.kind === 'success' ? notice.text : ''}
      </div>
      <div className="notice notice-error" role="alert" hidden={notice?.kind !== 'error'}>
        {notice?.kind === 'error' ? notice.text : ''}
      </div>
    </>
  );
}
