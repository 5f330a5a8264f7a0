// What every list and page shows while it loads, when it failed (with the server's reason and a retry) and when it is empty.
import type { ReactNode } from 'react';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import type { LoadHandle } from '../state/use-load.js';

/** Props of {@link LoadStates}. */
export interface LoadStatesProps<T> {
  load: LoadHandle<T>;
  /** True when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** What to say when it is empty. */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** Renders the loading, error, empty or ready state of a load. */
export function LoadStates<T>({ load, isEmpty, empty, children }: LoadStatesProps<T>) {
  if (load.status === 'loading')
    return (
      <p className="state state-loading" role="status">
        {t().common.loading}
      </p>
    );
  if (load.status === 'error')
    return (
      <div className="state state-error" role="alert">
        <p>{reasonOf(load.error)}</p>
        <button type="button" className="button" onClick={load.reload}>
          {t().common.retry}
        </button>
      </div>
    );
  if (isEmpty?.(load.data))
    return (
      <p className="state state-empty" role="status">
        {empty}
      </p>
    );
  return <>{children(load.data)}</>;
}
