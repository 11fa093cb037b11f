import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Confirmation before a delete or another irreversible step (§5). Render `holder` once in the page; `confirm`
 * resolves true when the user agrees. Uses the modal hook so the dialog follows the theme and language.
 */
export function useConfirm() {
  const { t } = useTranslation('crud');
  const [modal, holder] = Modal.useModal();

  const confirm = (opts: { title: string; content?: string; okText?: string; danger?: boolean }) =>
    modal.confirm({
      title: opts.title,
      content: opts.content,
      okText: opts.okText ?? t('ok'),
      cancelText: t('cancel'),
      okButtonProps: { danger: opts.danger ?? false, 'data-testid': 'confirm-ok' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'confirm-cancel' } as ButtonProps,
    });

  /** "Delete “name”? This cannot be undone." */
  const confirmDelete = (name: string) =>
    confirm({
      title: t('confirmDelete.title', { name }),
      content: t('confirmDelete.body'),
      okText: t('delete'),
      danger: true,
    });

  return { confirm, confirmDelete, holder };
}
