import { gameCredentialsInputSchema } from '@gs/shared/consignment';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../utils/schema-rule';
import styles from './selling.module.css';

interface GameLoginFieldsProps {
  /** Editing a listing whose credentials are stored: both left empty keeps them. */
  editing?: boolean;
  /** The stored login, masked, when editing. */
  maskedLogin?: string | null;
}

/**
 * The game account's login, password and notes for staff (`login`, `password`, `notes`), sealed into the vault by
 * the server. When editing, they are asked only once one of them is typed (empty keeps the stored ones).
 */
export function GameLoginFields({ editing = false, maskedLogin = null }: GameLoginFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const login = Form.useWatch('login', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const replacing = !editing || login !== '' || password !== '';
  const { shape } = gameCredentialsInputSchema;
  return (
    <>
      <p className={styles.hint}>{t('consignment.credentialsHint')}</p>
      {maskedLogin ? <p className={styles.stored}>{t('consignment.login.stored', { login: maskedLogin })}</p> : null}
      <Form.Item
        name="login"
        validateFirst
        label={t('consignment.login.label')}
        dependencies={['password']}
        rules={
          replacing
            ? [
                { required: true, message: t('consignment.login.required') },
                schemaRule(shape.login, t('consignment.login.required')),
              ]
            : []
        }
      >
        <Input
          maxLength={64}
          autoComplete="off"
          placeholder={editing ? t('consignment.login.keepPlaceholder') : t('consignment.login.placeholder')}
        />
      </Form.Item>
      <Form.Item
        name="password"
        validateFirst
        label={t('consignment.password.label')}
        dependencies={['login']}
        rules={
          replacing
            ? [
                { required: true, message: t('consignment.password.required') },
                schemaRule(shape.password, t('consignment.password.required')),
              ]
            : []
        }
      >
        <Input.Password
          maxLength={64}
          autoComplete="new-password"
          placeholder={editing ? t('consignment.password.keepPlaceholder') : undefined}
        />
      </Form.Item>
      <Form.Item name="notes" label={t('consignment.notes.label')} extra={t('consignment.notes.hint')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </>
  );
}
