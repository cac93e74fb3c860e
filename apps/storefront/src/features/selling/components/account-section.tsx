import type { GameAttribute, GameTemplate, HeroSkins } from '@gs/shared/games';
import { Form, type FormInstance, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import type { LastRegionField } from '../utils/selling-field-errors';
import { AttributeField } from './attribute-field';
import { GameLoginFields } from './game-login-fields';
import { RegionFields, type RegionFormValues } from './region-fields';
import { ScreenshotsUpload } from './screenshots-upload';
import styles from './selling.module.css';

/** One card of a selling form: a titled section (`<idPrefix>-<part>` labels it). */
export function SellingCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface RegionPlacement {
  form: FormInstance<RegionFormValues>;
  onLastFieldChange: (field: LastRegionField) => void;
  /** The region may be left out (quick recycle). */
  optional?: boolean;
  /** Asked in a card of its own, after `afterAccount`, rather than at the top of the account card. */
  card?: { title: ReactNode; hint: ReactNode };
}

export interface AccountSectionProps {
  /** Prefix of the cards' ids (`consignment` → `consignment-account`, `consignment-login`). */
  idPrefix: string;
  template: GameTemplate;
  heroSkins: HeroSkins[];
  /** The template's attributes this form asks, in order. */
  attributes: GameAttribute[];
  titles: { account: ReactNode; login: ReactNode };
  region: RegionPlacement;
  /** Shown right after the account card (quick recycle's quote). */
  afterAccount?: ReactNode;
  /** Editing a listing whose credentials are stored: the login, masked (empty fields keep them). */
  credentials?: { editing: boolean; maskedLogin: string | null };
  /** The form's own cards, between the account and the game login. */
  children?: ReactNode;
}

/**
 * The account being sold, as every selling form asks it: the game's region pickers and template attributes, then
 * the form's own cards (`children`), then the game login sealed into the vault.
 */
export function AccountSection(props: AccountSectionProps) {
  const { idPrefix, template, heroSkins, attributes, titles, region, credentials } = props;
  const regionFields = (
    <RegionFields
      form={region.form}
      gameId={template.game.id}
      gameType={template.game.type}
      onLastFieldChange={region.onLastFieldChange}
      optional={region.optional}
    />
  );
  return (
    <>
      <SellingCard id={`${idPrefix}-account`} title={titles.account}>
        {region.card ? null : regionFields}
        {attributes.map((attribute) => (
          <AttributeField key={attribute.id} attribute={attribute} heroSkins={heroSkins} />
        ))}
      </SellingCard>
      {props.afterAccount}
      {region.card ? (
        <SellingCard id={`${idPrefix}-region`} title={region.card.title}>
          <p className={styles.hint}>{region.card.hint}</p>
          {regionFields}
        </SellingCard>
      ) : null}
      {props.children}
      <SellingCard id={`${idPrefix}-login`} title={titles.login}>
        <GameLoginFields editing={credentials?.editing} maskedLogin={credentials?.maskedLogin} />
      </SellingCard>
    </>
  );
}

/** The account's screenshots (`screenshots`), uploaded one by one up to `max`. */
export function ScreenshotsField({
  max,
  label,
  hint,
  rules,
}: {
  max: number;
  label: ReactNode;
  hint: ReactNode;
  rules?: FormItemProps['rules'];
}) {
  return (
    <Form.Item name="screenshots" label={label} validateTrigger="onChange" rules={rules} extra={hint}>
      <ScreenshotsUpload max={max} />
    </Form.Item>
  );
}
