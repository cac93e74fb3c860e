import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { CheckAccountResult } from '@gs/shared/staff-contacts';
import { describeError } from '@gs/web/error-message';
import { Alert, Button, Input } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckAccount } from '../api/check-account';
import styles from './staff-check.module.css';

function ResultAlert({ result, value }: { result: CheckAccountResult; value: string }) {
  const { t } = useTranslation();
  if (!result.genuine) {
    return (
      <Alert type="error" showIcon title={t('antiScam.notOurs', { value })} description={t('antiScam.notOursAdvice')} />
    );
  }
  const kind = t(`antiScam.kinds.${result.kind}`);
  return (
    <Alert
      type="success"
      showIcon
      title={
        result.name && result.role
          ? t('antiScam.genuine', { name: result.name, role: t(`antiScam.roles.${result.role}`), kind })
          : t('antiScam.genuineUnlisted', { kind })
      }
      description={t('antiScam.genuineAdvice')}
    />
  );
}

/**
 * The anti-scam check: a customer types the QQ / WeChat / phone that contacted them and learns whether it is one of
 * the shop's genuine staff (green, with name and role) or not (red: never pay outside the platform).
 */
export function StaffCheck() {
  const { t } = useTranslation();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState('');
  const check = useCheckAccount();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed || check.isPending) return;
    setChecked(trimmed);
    check.mutate(trimmed);
  };

  return (
    <section className={styles.root} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        <SafetyCertificateOutlined aria-hidden /> {t('antiScam.title')}
      </h2>
      <p className={styles.hint}>{t('antiScam.hint')}</p>
      <form className={styles.row} onSubmit={onSubmit} aria-label={t('antiScam.title')}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('antiScam.label')}
        </label>
        <Input
          id={inputId}
          size="large"
          value={value}
          maxLength={64}
          allowClear
          placeholder={t('antiScam.placeholder')}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="primary" size="large" htmlType="submit" loading={check.isPending} disabled={!value.trim()}>
          {t('antiScam.submit')}
        </Button>
      </form>
      <div className={styles.result} aria-live="polite">
        {check.isError ? <Alert type="warning" showIcon title={describeError(check.error, t)} /> : null}
        {check.isSuccess ? <ResultAlert result={check.data} value={checked} /> : null}
      </div>
    </section>
  );
}
