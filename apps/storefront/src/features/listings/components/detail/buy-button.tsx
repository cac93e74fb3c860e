import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStoredSession } from '../../../../hooks/use-stored-session';
import { sureOrderPath } from '../../../../lib/listing-paths';
import { loginPath } from '../../../../lib/paths';

/** "Buy now": to the order confirmation; a visitor logs in first and lands there afterwards. */
export function BuyButton({ listingId, className }: { listingId: number; className?: string }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useStoredSession();
  const navigate = useNavigate();
  const target = sureOrderPath(listingId);
  return (
    <Button
      type="primary"
      size="large"
      className={className}
      onClick={() => void navigate(isLoggedIn ? target : loginPath(target))}
    >
      {t('goodDetail.buyNow')}
    </Button>
  );
}
