import type { OrderConfirm } from '@gs/shared/orders';
import { Button, Checkbox, Modal } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './sure-order.module.css';

/**
 * The agreement checkbox, with the agreement's text in a dialog. The text is the tenant's notice, sanitised by the
 * server (the same allow-list as every notice), so it is rendered as HTML.
 */
export function AgreementField({
  agreement,
  checked,
  onChange,
  showError,
}: {
  agreement: OrderConfirm['agreement'];
  checked: boolean;
  onChange: (checked: boolean) => void;
  showError: boolean;
}) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  const errorId = useId();
  const title = agreement?.title ?? t('orders.agreement.fallbackTitle');
  return (
    <div className={styles.agreement}>
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={showError}
        aria-describedby={showError ? errorId : undefined}
      >
        {t('orders.agreement.accept')}
      </Checkbox>
      {agreement ? (
        <Button type="link" className={styles.agreementLink} onClick={() => setReading(true)}>
          {t('orders.agreement.read', { title })}
        </Button>
      ) : null}
      {showError ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {t('orders.agreement.required')}
        </p>
      ) : null}
      {agreement ? (
        <Modal
          open={reading}
          title={title}
          onCancel={() => setReading(false)}
          footer={
            <Button
              type="primary"
              onClick={() => {
                onChange(true);
                setReading(false);
              }}
            >
              {t('orders.agreement.agree')}
            </Button>
          }
          width={720}
        >
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's notice allow-list. */}
          <div className={styles.agreementText} dangerouslySetInnerHTML={{ __html: agreement.content }} />
        </Modal>
      ) : null}
    </div>
  );
}
