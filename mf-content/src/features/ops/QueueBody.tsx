import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed, StatusBox } from 'shared/ui-extras';
import { opsFailureText } from '../../lib/ops/opsClient';
import { Items, Section } from './opsLook';

/** A console queue's list as the server holds it: loading, the refusal with Retry, empty, or its items. */
export function QueueBody<T>({
  query,
  loading,
  empty,
  minHeight = '8rem',
  children,
}: {
  query: UseQueryResult<T[]>;
  loading: string;
  empty: string;
  /** The space the loading and refusal boxes hold. */
  minHeight?: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <StatusBox role="status" aria-busy="true" $minHeight={minHeight}>
        <p>{loading}</p>
      </StatusBox>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed onRetry={() => void query.refetch()} minHeight={minHeight}>
        <p>{opsFailureText(query.error)}</p>
      </LoadFailed>
    );
  }
  if (query.data.length === 0) return <p>{empty}</p>;
  return <Items>{children(query.data)}</Items>;
}

/** One of the console's queues: its heading with the count, what was just done, its list, its dialog. */
export function QueueSection<T>({
  id,
  title,
  notice,
  dialog,
  ...list
}: {
  id: string;
  title: string;
  notice?: ReactNode;
  dialog?: ReactNode;
  query: UseQueryResult<T[]>;
  loading: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { data } = list.query;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>
        {title}
        {data && data.length > 0 ? ` (${data.length})` : ''}
      </h2>
      {notice}
      <QueueBody {...list} />
      {dialog}
    </Section>
  );
}
