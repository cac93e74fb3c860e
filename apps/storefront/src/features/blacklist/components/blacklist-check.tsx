import { blacklistReasonLabel } from '@gs/shared/blacklist';
import { formatDateTime } from '@gs/web/format-date';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useGames } from '../../../lib/get-games';
import { useCheckBlacklist } from '../api/check-blacklist';
import styles from './blacklist-check.module.css';

interface CheckValues {
  gameId?: number;
  account?: string;
}

/**
 * "Check an account": pick the game, type the account's login, and learn whether the shop has blacklisted it
 * (the reason category and date only). For the lead to place where it belongs (anti-scam area, personal center).
 */
export function BlacklistCheck() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<CheckValues>();
  const games = useGames();
  const check = useCheckBlacklist();
  const { onFinish, error } = useFormSubmit<CheckValues>(form, async (values) => {
    await check.mutateAsync({ gameId: values.gameId ?? 0, account: (values.account ?? '').trim() });
  });
  const result = check.data;

  return (
    <Card title={t('blacklist.title')} className={styles.root}>
      <p className={styles.intro}>{t('blacklist.intro')}</p>
      <Form<CheckValues> form={form} layout="vertical" onFinish={onFinish} onValuesChange={() => check.reset()}>
        <FormErrorAlert error={error} />
        <div className={styles.fields}>
          <Form.Item
            name="gameId"
            label={t('blacklist.game')}
            rules={[{ required: true, message: t('blacklist.gameRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('blacklist.gamePlaceholder')}
              loading={games.isPending}
              status={games.isError ? 'error' : undefined}
              notFoundContent={games.isError ? t('blacklist.gamesFailed') : undefined}
              options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
            />
          </Form.Item>
          <Form.Item
            name="account"
            label={t('blacklist.account')}
            rules={[{ required: true, whitespace: true, message: t('blacklist.accountRequired') }, { max: 64 }]}
          >
            <Input maxLength={64} placeholder={t('blacklist.accountPlaceholder')} autoComplete="off" />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Button type="primary" htmlType="submit" loading={check.isPending} className={styles.submit} block>
              {t('blacklist.submit')}
            </Button>
          </Form.Item>
        </div>
      </Form>
      {result ? (
        <Alert
          role="status"
          showIcon
          type={result.listed ? 'error' : 'success'}
          title={result.listed ? t('blacklist.listed') : t('blacklist.clear')}
          description={
            result.listed && result.reasonCategory && result.since
              ? t('blacklist.listedDetail', {
                  reason: blacklistReasonLabel(result.reasonCategory, i18n.language),
                  date: formatDateTime(result.since, i18n.language),
                })
              : t('blacklist.clearDetail')
          }
        />
      ) : null}
    </Card>
  );
}
