import { CopyOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import type { QqGroup } from '@gs/shared/qq-groups';
import { copyText } from '@gs/web/copy-text';
import { toSafeHref } from '@gs/web/safe-href';
import { App, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQqGroups } from '../../api/get-qq-groups';
import styles from './tabs.module.css';

function QqGroupItem({ group }: { group: QqGroup }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const joinHref = toSafeHref(group.joinUrl);
  const copy = async () => {
    if (await copyText(group.number)) void message.success(t('goodDetail.numberCopied'));
    else void message.info(t('goodDetail.copyNumberFailed', { number: group.number }));
  };
  return (
    <li className={styles.group}>
      <TeamOutlined className={styles.groupIcon} aria-hidden />
      <div className={styles.groupBody}>
        <span className={styles.groupName}>{group.name}</span>
        <span className={styles.groupNumber}>
          {t('goodDetail.groupNumber')} <strong>{group.number}</strong>
        </span>
      </div>
      <div className={styles.groupActions}>
        <Button
          icon={<CopyOutlined aria-hidden />}
          aria-label={t('goodDetail.copyNumberLabel', { number: group.number })}
          onClick={() => void copy()}
        >
          {t('goodDetail.copyNumber')}
        </Button>
        {joinHref ? (
          <Button type="primary" ghost href={joinHref} target="_blank" rel="noopener noreferrer">
            {t('goodDetail.joinGroup')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The "service groups" tab: the game's customer-service QQ groups and the tenant-wide ones. */
export function QqGroups({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const groups = useQqGroups(gameId);
  if (groups.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (groups.isError) {
    return (
      <div className={styles.panelState} role="alert">
        <p>{t('goodDetail.groupsFailed')}</p>
        <Button icon={<ReloadOutlined aria-hidden />} loading={groups.isFetching} onClick={() => void groups.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (groups.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('goodDetail.groupsEmpty')} />;
  }
  return (
    <div>
      <p className={styles.muted}>{t('goodDetail.groupsIntro')}</p>
      <ul className={styles.groups} aria-label={t('goodDetail.tabGroups')}>
        {groups.data.map((group) => (
          <QqGroupItem key={group.id} group={group} />
        ))}
      </ul>
    </div>
  );
}
