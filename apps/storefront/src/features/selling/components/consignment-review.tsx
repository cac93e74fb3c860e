import type { GameTemplate } from '@gs/shared/games';
import { parseYuan } from '@gs/web/format-money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { usePrivateImageUrl } from '../../../hooks/use-private-image-url';
import { describeAttributeValue } from '../utils/attribute-display';
import type { ConsignmentFormValues } from '../utils/consignment-draft';
import { commissionOf, formAttributes, maskLogin } from '../utils/consignment-input';
import styles from './selling.module.css';

/** The password as the review shows it: never its characters, never its length. */
export const PASSWORD_DOTS = '••••••••';

function Section({ id, title, editTo, children }: { id: string; title: string; editTo: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby={`review-${id}`}>
      <div className={styles.cardHeader}>
        <h2 id={`review-${id}`} className={styles.cardTitle}>
          {title}
        </h2>
        <Link to={`${editTo}#consignment-${id}`} aria-label={t('commit.editSection', { section: title })}>
          {t('commit.edit')}
        </Link>
      </div>
      <dl className={styles.review}>{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * Everything the seller is about to submit, section by section as the form asks it, each with a way back to the
 * form. The game login shows partly hidden and the password as dots.
 */
/** A private image (`private:<id>`) fetched with the user's token; the tile stays empty until it arrives. */
function PrivateThumb({ reference, alt }: { reference: string; alt: string }) {
  const preview = usePrivateImageUrl(reference);
  return (
    <ul className={styles.thumbs}>
      <li>{preview.url ? <img src={preview.url} alt={alt} /> : null}</li>
    </ul>
  );
}

export function ConsignmentReview({
  template,
  values,
  maskedLogin,
  editTo,
}: {
  template: GameTemplate;
  values: ConsignmentFormValues;
  /** The stored login (editing): shown when the seller keeps it. */
  maskedLogin: string | null;
  /** The form's address (the draft is still there). */
  editTo: string;
}) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const none = t('commit.none');
  const price = parseYuan(values.price ?? '');
  const regionNames = (values.regionPath ?? []).map((step) => step.name);
  const login = values.login?.trim() ?? '';
  const screenshots = values.screenshots ?? [];
  return (
    <>
      <Section id="account" title={t('commit.sections.account')} editTo={editTo}>
        <Row label={t('commit.game')}>{template.game.name}</Row>
        {regionNames.length > 0 ? <Row label={t('commit.region')}>{regionNames.join(' / ')}</Row> : null}
        {formAttributes(template).map((attribute) => (
          <Row key={attribute.id} label={attribute.name}>
            {describeAttributeValue(attribute, values.attrs?.[String(attribute.id)], t) ?? none}
          </Row>
        ))}
      </Section>

      <Section id="listing" title={t('commit.sections.listing')} editTo={editTo}>
        <Row label={t('commit.title')}>{values.title?.trim() || none}</Row>
        <Row label={t('commit.description')}>{values.description?.trim() || none}</Row>
        <Row label={t('commit.price')}>
          {price === null ? none : <span className={styles.price}>{money(price)}</span>}
        </Row>
        {price !== null && price > 0 ? (
          <>
            <Row label={t('commit.commission')}>{money(commissionOf(price))}</Row>
            <Row label={t('commit.proceeds')}>{money(price - commissionOf(price))}</Row>
          </>
        ) : null}
      </Section>

      <Section id="photos" title={t('commit.sections.photos')} editTo={editTo}>
        <Row label={t('commit.cover')}>
          {values.coverUrl ? (
            <ul className={styles.thumbs}>
              <li>
                <img src={values.coverUrl} alt={t('commit.coverAlt')} />
              </li>
            </ul>
          ) : (
            none
          )}
        </Row>
        <Row label={t('commit.screenshots', { count: screenshots.length })}>
          {screenshots.length > 0 ? (
            <ul className={styles.thumbs}>
              {screenshots.map((url, index) => (
                <li key={url}>
                  <img src={url} alt={t('commit.screenshotAlt', { index: index + 1 })} loading="lazy" />
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Row>
        <Row label={t('commit.realNameShot')}>
          {values.realNameShotUrl ? (
            <PrivateThumb reference={values.realNameShotUrl} alt={t('commit.realNameAlt')} />
          ) : (
            none
          )}
        </Row>
      </Section>

      <Section id="trade" title={t('commit.sections.trade')} editTo={editTo}>
        <Row label={t('commit.guaranteeDocs')}>
          {values.guaranteeDocs === undefined
            ? none
            : values.guaranteeDocs
              ? t('commit.guaranteeYes')
              : t('commit.guaranteeNo')}
        </Row>
        <Row label={t('commit.contact')}>{values.contact?.trim() || none}</Row>
      </Section>

      <Section id="login" title={t('commit.sections.login')} editTo={editTo}>
        <Row label={t('commit.login')}>
          {login ? maskLogin(login) : maskedLogin ? t('commit.keepStored', { login: maskedLogin }) : none}
        </Row>
        <Row label={t('commit.password')}>
          {values.password ? PASSWORD_DOTS : maskedLogin && !login ? t('commit.passwordKept') : none}
        </Row>
        <Row label={t('commit.notes')}>{values.notes?.trim() ? t('commit.notesGiven') : none}</Row>
      </Section>
    </>
  );
}
