import styles from './user-avatar.module.css';

/** The user's avatar in a fixed round box, or the first letter of their name when they have none. */
export function UserAvatar({ src, name, size }: { src: string | undefined; name: string; size: number }) {
  const box = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  return src ? (
    <img className={styles.avatar} src={src} alt="" width={size} height={size} style={box} />
  ) : (
    <span className={styles.avatar} style={box} aria-hidden>
      {name.slice(0, 1)}
    </span>
  );
}
