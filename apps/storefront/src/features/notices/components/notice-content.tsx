import styles from './notice-content.module.css';

/** A notice's rich text. */
export function NoticeContent({ html }: { html: string }) {
  return (
    <div
      className={styles.content}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the notices contract guarantees HTML sanitised on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
