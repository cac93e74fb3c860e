import type { UserInfo } from '@gs/shared/user-info';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';
import { userDisplayName } from '../../../lib/user-display-name';
import styles from './site-header.module.css';

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M6.7 8.3 12 13.6l5.3-5.3 1.4 1.4-6.7 6.7-6.7-6.7z" />
    </svg>
  );
}

const links = [
  { to: paths.personalCenter, label: 'userMenu.personalCenter' },
  { to: paths.myOrders, label: 'userMenu.myOrders' },
  { to: paths.myProducts, label: 'userMenu.myProducts' },
  { to: paths.favourites, label: 'userMenu.favourites' },
] as const;

/**
 * The logged-in user's dropdown: a button naming the user (masked nickname) that discloses a list of links and
 * the logout button. Escape, a click outside or moving focus away closes it.
 */
export function UserMenu({
  userInfo,
  onLogout,
  buttonRef,
}: {
  userInfo: UserInfo;
  onLogout: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const name = userDisplayName(userInfo) || t('header.user');

  // While open: a click or focus outside closes it; Escape closes it and puts focus back on the button.
  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) => !rootRef.current?.contains(target as Node | null);
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, buttonRef]);

  return (
    <div ref={rootRef} className={styles.userMenu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserAvatar src={userInfo.avatar || undefined} name={name} size={24} />
        <span className={styles.userName}>{name}</span>
        <ChevronDown />
      </button>
      <ul id={listId} className={styles.userList} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.userItem} onClick={() => setOpen(false)}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.userItem}
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            {t('userMenu.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
