import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { ListingDetail } from '@gs/shared/listings';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { loginPath } from '../../../lib/paths';
import { useSetFavourite } from '../api/set-favourite';

/**
 * The favourite toggle (aria-pressed follows `isCollect`). A visitor is sent to log in and come back rather than
 * calling the API. A listing no longer on sale can be removed from the favourites but not added.
 */
export function FavouriteButton({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { isLoggedIn } = useStoredSession();
  const navigate = useNavigate();
  const location = useLocation();
  const setFavourite = useSetFavourite();
  const pressed = isLoggedIn && listing.isCollect;

  const toggle = () => {
    if (!isLoggedIn) {
      void navigate(loginPath(location.pathname + location.search));
      return;
    }
    setFavourite.mutate(
      { goodsId: listing.id, collected: !pressed },
      {
        onSuccess: (result) =>
          void message.success(t(result.collected ? 'goodDetail.favouriteAdded' : 'goodDetail.favouriteRemoved')),
        onError: (error) => {
          // A 401 already opens the login-timed-out prompt.
          if (error instanceof ApiError && error.code === 401) return;
          void message.error(describeError(error, t));
        },
      },
    );
  };

  return (
    <Button
      size="large"
      aria-pressed={pressed}
      color={pressed ? 'danger' : 'default'}
      variant="outlined"
      icon={pressed ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      loading={setFavourite.isPending}
      disabled={!pressed && listing.state !== 'on_sale'}
      onClick={toggle}
    >
      {t('goodDetail.favourite')}
    </Button>
  );
}
