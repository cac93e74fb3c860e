import { EyeInvisibleOutlined, EyeOutlined, WarningOutlined } from '@ant-design/icons';
import type { StaffListingDetail } from '@gs/shared/consignment';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { Alert, Button, Descriptions, Empty, Image, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/private-image';
import { maskContact } from '../utils/mask';
import { ListingStatusTag } from './listing-status-tag';

/** The seller's contact, masked until staff choose to see it (they call or message the seller with it). */
function ContactValue({ contact }: { contact: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (!contact) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4}>
      <span>{shown ? contact : maskContact(contact)}</span>
      <Button
        type="text"
        size="small"
        icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        aria-label={shown ? t('listings.detail.hideContact') : t('listings.detail.showContact')}
        onClick={() => setShown(!shown)}
      />
    </Space>
  );
}

/** Everything a reviewer checks of a listing: photos, price, game and region, attributes, seller, description. */
export function ListingPreview({ listing }: { listing: StaffListingDetail }) {
  const { t, i18n } = useTranslation();
  const photos = [listing.coverUrl, ...listing.screenshots].filter((url) => url !== '');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {listing.blacklisted ? (
        <Alert type="error" showIcon icon={<WarningOutlined />} title={t('listings.detail.blacklisted')} />
      ) : null}
      {listing.status === 'rejected' && listing.rejectReason ? (
        <Alert type="warning" showIcon title={t('listings.detail.rejectedBecause', { reason: listing.rejectReason })} />
      ) : null}
      <div>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {listing.title}
        </Typography.Title>
        <Space size={8} wrap>
          <ListingStatusTag status={listing.status} />
          <Tag>{t(`listings.kinds.${listing.kind}`, { defaultValue: listing.kind })}</Tag>
          <Tag>{t(`listings.origins.${listing.origin}`)}</Tag>
          <Typography.Text strong style={{ fontSize: 18, color: '#d4380d' }}>
            {formatPrice(listing.priceFen, i18n.language)}
          </Typography.Text>
        </Space>
      </div>
      <section aria-label={t('listings.detail.photos')}>
        {photos.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listings.detail.noPhotos')} />
        ) : (
          <Image.PreviewGroup>
            <Space size={8} wrap>
              {photos.map((url, index) => (
                <Image
                  key={url}
                  src={url}
                  width={104}
                  height={78}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  alt={index === 0 ? t('listings.detail.cover') : t('listings.detail.screenshot', { n: index })}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
      </section>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered title={t('listings.detail.facts')}>
        <Descriptions.Item label={t('listings.columns.number')}>
          <Typography.Text copyable>{listing.number}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('listings.columns.game')}>{listing.gameName}</Descriptions.Item>
        <Descriptions.Item label={t('listings.detail.region')}>
          {listing.regionPath.map((step) => step.name).join(' / ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('listings.columns.created')}>
          {formatDateTime(listing.createdAt, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('listings.columns.seller')}>
          {listing.seller ? `${listing.seller} · ID ${listing.sellerUserId ?? '—'}` : t('listings.detail.shopStock')}
        </Descriptions.Item>
        <Descriptions.Item label={t('listings.detail.contact')}>
          <ContactValue contact={listing.contact} />
        </Descriptions.Item>
        <Descriptions.Item label={t('listings.detail.guaranteeDocs')}>
          {listing.guaranteeDocs ? t('listings.detail.yes') : t('listings.detail.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('listings.columns.views')}>{listing.views}</Descriptions.Item>
      </Descriptions>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered title={t('listings.detail.attributes')}>
        {listing.attributes.length === 0 ? (
          <Descriptions.Item label="—">{t('listings.detail.noAttributes')}</Descriptions.Item>
        ) : (
          listing.attributes.map((attribute) => (
            <Descriptions.Item key={attribute.name} label={attribute.name}>
              {attribute.value}
            </Descriptions.Item>
          ))
        )}
      </Descriptions>
      <div>
        <Typography.Title level={3} style={{ fontSize: 14 }}>
          {t('listings.detail.description')}
        </Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          {listing.description || t('listings.detail.noDescription')}
        </Typography.Paragraph>
      </div>
      {listing.realNameShotUrl ? (
        <div>
          <Typography.Title level={3} style={{ fontSize: 14 }}>
            {t('listings.detail.realNameShot')}
          </Typography.Title>
          {listing.realNameShotUrl.startsWith('private:') ? (
            <PrivateImage
              path={`/staff/listings/${listing.id}/proof`}
              alt={t('listings.detail.realNameShot')}
              failedTitle={t('listings.detail.realNameShotFailed')}
              width={160}
            />
          ) : (
            // Listings from before private proofs kept a public image.
            <Image src={listing.realNameShotUrl} width={160} alt={t('listings.detail.realNameShot')} />
          )}
        </div>
      ) : null}
    </Space>
  );
}
