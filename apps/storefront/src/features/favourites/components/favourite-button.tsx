import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { ListingDetail } from '@gs/shared/listings';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { App, Button } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { loginPath } from '../../../lib/paths';
import { type SetFavouriteInput, useSetFavourite } from '../api/set-favourite';
import { rememberPendingFavourite, takePendingFavourite } from '../utils/pending-favourite';

/**
 * The favourite toggle (aria-pressed follows `isCollect`). A visitor is sent to log in (the login page says why)
 * and back, and the favourite is added on return. A listing no longer on sale can be removed from the favourites
 * but not added.
 */
export function FavouriteButton({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { isLoggedIn } = useStoredSession();
  const navigate = useNavigate();
  const location = useLocation();
  const setFavourite = useSetFavourite();
  const pressed = isLoggedIn && listing.isCollect;

  const save = (input: SetFavouriteInput) =>
    setFavourite.mutate(input, {
      onSuccess: (result) =>
        void message.success(t(result.collected ? 'goodDetail.favouriteAdded' : 'goodDetail.favouriteRemoved')),
      onError: (error) => {
        // A 401 already opens the login-timed-out prompt.
        if (error instanceof ApiError && error.code === 401) return;
        void message.error(describeError(error, t));
      },
    });

  // Back from the login this button sent the visitor to: add the favourite they asked for (once).
  const finishPendingFavourite = useEffectEvent(() => {
    if (!takePendingFavourite(listing.id)) return;
    if (!listing.isCollect && listing.state === 'on_sale') save({ goodsId: listing.id, collected: true });
  });
  useEffect(() => {
    if (isLoggedIn) finishPendingFavourite();
  }, [isLoggedIn]);

  const toggle = () => {
    if (!isLoggedIn) {
      rememberPendingFavourite(listing.id);
      void navigate(loginPath(location.pathname + location.search, 'favourite'));
      return;
    }
    save({ goodsId: listing.id, collected: !pressed });
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
