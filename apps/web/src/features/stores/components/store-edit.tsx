import { useTranslation } from 'react-i18next';
import { KIND, type StoreKind } from '../kind';
import { NamedEdit } from './named-edit';
import { StoreForm } from './store-form';

/** Add (no `?id=`) or edit a store or food truck; back to the list a moment after saving (§9). */
export function StoreEdit({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation(['stores', 'crud']);
  const k = KIND[kind];
  return (
    <NamedEdit
      resource={k.resource}
      testId={k.testId}
      addTitle={t(`${k.texts}.newTitle`)}
      editTitle={(row) => t(`${k.texts}.editTitle`, { name: row.name })}
      backTo={k.list}
      form={(row) => <StoreForm kind={kind} row={row} />}
    />
  );
}
