import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './selling.module.css';

/** Where a selling form's draft stands ("Draft saved at 10:42") and "Clear draft", which asks first. */
export function DraftControls({ savedAt, onClear }: { savedAt: string | null; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <p className={styles.savedNote} aria-live="polite">
        {savedAt
          ? t('consignment.draft.savedAt', {
              time: new Date(savedAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }),
            })
          : t('consignment.draft.autosave')}
      </p>
      <Popconfirm
        title={t('consignment.draft.clearTitle')}
        description={t('consignment.draft.clearText')}
        okText={t('consignment.draft.clearConfirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={onClear}
      >
        <Button size="large" className={styles.actionButton}>
          {t('consignment.draft.clear')}
        </Button>
      </Popconfirm>
    </>
  );
}
