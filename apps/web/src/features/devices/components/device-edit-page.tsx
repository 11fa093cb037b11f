import { type DeviceKind, deviceResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { DEVICE_PATHS, DEVICE_TITLES } from '../paths';
import { DeviceForm } from './device-form';

/** The add/edit page of one kind of device: a back link to its list, the title, then the form. */
export function DeviceEditPage({ kind }: { kind: DeviceKind }) {
  const { t } = useTranslation(['devices', 'crud', 'menu']);
  const navigate = useNavigate();
  const list = DEVICE_PATHS[kind].list;
  return (
    <ResourceEdit
      resource={deviceResource}
      testId="device"
      addTitle={t(`add.${kind}`)}
      editTitle={t(DEVICE_TITLES[kind].edit)}
      backTo={list}
      maxWidth={760}
      form={(device) =>
        // A device of another kind is not edited from this page (the server would answer it as missing anyway);
        // loading it again would not help, so the way on is back to this kind's list.
        device && device.kind !== kind ? (
          <LoadError testId="device-edit-error" onRetry={() => navigate(list)} />
        ) : (
          <DeviceForm kind={kind} device={device} onDone={() => navigate(list)} />
        )
      }
    />
  );
}
