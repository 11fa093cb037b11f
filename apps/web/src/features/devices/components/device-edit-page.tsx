import { ArrowLeftOutlined } from '@ant-design/icons';
import type { DeviceKind } from '@tillbook/contract';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { usePageTitle } from '../../../shared/ui/page-title';
import { useDevice } from '../api';
import { DEVICE_PATHS, DEVICE_TITLES, idParam } from '../paths';
import { DeviceForm } from './device-form';

/** The add/edit page of one kind of device: a back link to its list, the title, then the form. */
export function DeviceEditPage({ kind }: { kind: DeviceKind }) {
  const { t } = useTranslation(['devices', 'crud', 'menu']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const device = useDevice(id);
  const list = DEVICE_PATHS[kind].list;
  // A device of another kind is not edited from this page (the server would answer it as missing anyway).
  const wrongKind = device.data && device.data.kind !== kind;
  const title = id ? t(DEVICE_TITLES[kind].edit) : t(`add.${kind}`);
  usePageTitle(title);

  return (
    <Card data-testid="device-edit-page" style={{ maxWidth: 760 }}>
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('crud:back')}
          onClick={() => navigate(list)}
          data-testid="edit-back"
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {id && (device.isError || wrongKind) ? (
        <LoadError testId="device-edit-error" onRetry={() => device.refetch()} />
      ) : id && device.isPending ? (
        <PageLoading />
      ) : (
        <DeviceForm
          // A fresh form per record: initial values are read once.
          key={device.data?.id ?? 'new'}
          kind={kind}
          device={device.data}
          onDone={() => navigate(list)}
        />
      )}
    </Card>
  );
}
