import { ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { quickRepliesQueryOptions } from '../api/quick-replies';
import styles from './staff-chat.module.css';

/** The reply box's quick replies: one click puts a reply's text into the box (the agent may edit it before sending). */
export function QuickReplyPicker({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const replies = useQuery({ ...quickRepliesQueryOptions(), enabled: open });

  let content: React.ReactNode;
  if (replies.isError) {
    content = (
      <ErrorState
        compact
        title={t('chat.quickReplies.loadFailed')}
        error={replies.error}
        onRetry={() => void replies.refetch()}
      />
    );
  } else if (replies.isPending) {
    content = (
      <div className={styles.quickReplies}>
        <Spin size="small" />
      </div>
    );
  } else if (replies.data.length === 0) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.quickReplies.none')} />;
  } else {
    content = (
      <div className={styles.quickReplies}>
        {replies.data.map((reply) => (
          <button
            key={reply.id}
            type="button"
            className={styles.quickReplyButton}
            aria-label={t('chat.quickReplies.insert', { title: reply.title })}
            onClick={() => {
              onPick(reply.text);
              setOpen(false);
            }}
          >
            <Typography.Text strong>{reply.title}</Typography.Text>
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
              {reply.text}
            </Typography.Paragraph>
          </button>
        ))}
      </div>
    );
  }

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="topLeft"
      title={t('chat.quickReplies.title')}
      content={content}
    >
      <Button icon={<ThunderboltOutlined />} aria-label={t('chat.quickReplies.open')} />
    </Popover>
  );
}
