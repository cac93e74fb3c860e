import { ReloadOutlined } from '@ant-design/icons';
import type { GameTemplate } from '@gs/shared/games';
import { describeError } from '@gs/web/error-message';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/error-state';
import { accountOrderPath } from '../../../../lib/paths';
import styles from './list-results.module.css';

/** The list opened without a game (or with one this store does not have): the way to the game picker. */
export function NoGame({ unknown = false }: { unknown?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.statePanel} aria-label={t('goodList.noGame')}>
      <Empty
        description={
          <>
            <strong>{unknown ? t('goodList.unknownGame') : t('goodList.noGame')}</strong>
            <br />
            {t('goodList.noGameHint')}
          </>
        }
      >
        <Link to={accountOrderPath('buy')} className={styles.pickGame}>
          {t('goodList.pickGame')}
        </Link>
      </Empty>
    </section>
  );
}

/** The game's template could not be loaded (not a 404): retry. */
export function TemplateLoadError({ template }: { template: UseQueryResult<GameTemplate> }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('goodList.templateFailed')}
      description={describeError(template.error, t)}
      action={
        <Button
          type="primary"
          icon={<ReloadOutlined aria-hidden />}
          loading={template.isFetching}
          onClick={() => void template.refetch()}
        >
          {t('common.retry')}
        </Button>
      }
    />
  );
}
