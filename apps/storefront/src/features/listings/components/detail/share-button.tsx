import { ShareAltOutlined } from '@ant-design/icons';
import { copyText } from '@gs/web/copy-text';
import { App, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { listingDetailPath } from '../../../../lib/paths';

/** Copies the listing's link; where the browser allows no copying, shows the link to copy by hand. */
export function ShareButton({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();

  const share = async () => {
    const link = new URL(listingDetailPath(listingId), window.location.origin).href;
    if (await copyText(link)) {
      void message.success(t('goodDetail.linkCopied'));
      return;
    }
    modal.info({
      title: t('goodDetail.copyLinkTitle'),
      content: <Input readOnly value={link} aria-label={t('goodDetail.link')} onFocus={(e) => e.target.select()} />,
      okText: t('common.confirm'),
    });
  };

  return (
    <Button size="large" icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()}>
      {t('goodDetail.share')}
    </Button>
  );
}
