import type { GameAttribute, GameTemplate, HeroSkins } from '@gs/shared/games';
import { Form, type FormInstance, type FormItemProps } from 'antd';
import { type ReactNode, useContext } from 'react';
import { FormStepContext, useStepShown } from '../hooks/use-form-steps';
import type { LastRegionField } from '../utils/selling-field-errors';
import { AttributeField } from './attribute-field';
import { GameLoginFields } from './game-login-fields';
import { RegionFields, type RegionFormValues } from './region-fields';
import { ScreenshotsUpload } from './screenshots-upload';
import styles from './selling.module.css';

/**
 * One card of a selling form: a titled section (`<idPrefix>-<part>` labels it). In a form asked in steps (phones),
 * a card of another `step` renders nothing (the form keeps its values).
 */
export function SellingCard({
  id,
  title,
  step,
  children,
}: {
  id: string;
  title: ReactNode;
  step?: number;
  children: ReactNode;
}) {
  if (!useStepShown(step)) return null;
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
  titles: { account: ReactNode; login: ReactNode; region?: ReactNode };
  region: RegionPlacement;
  /** Shown right after the account card (quick recycle's quote). */
  afterAccount?: ReactNode;
  /** Editing a listing whose credentials are stored: the login, masked (empty fields keep them). */
  credentials?: { editing: boolean; maskedLogin: string | null };
  /** The form's own cards, between the account and the game login. */
  children?: ReactNode;
  /**
   * The steps of its cards when the form is asked in steps (phones): the region then gets a card of its own
   * (`<idPrefix>-region`, titled `titles.region`).
   */
  steps?: { region: number; account: number; login: number };
}

/**
 * The account being sold, as every selling form asks it: the game's region pickers and template attributes, then
 * the form's own cards (`children`), then the game login sealed into the vault.
 */
export function AccountSection(props: AccountSectionProps) {
  const { idPrefix, template, heroSkins, attributes, titles, region, credentials, steps } = props;
  const stepped = useContext(FormStepContext) !== null && steps !== undefined;
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
      {stepped ? (
        <SellingCard id={`${idPrefix}-region`} title={titles.region ?? titles.account} step={steps.region}>
          {regionFields}
        </SellingCard>
      ) : null}
      <SellingCard id={`${idPrefix}-account`} title={titles.account} step={steps?.account}>
        {region.card || stepped ? null : regionFields}
        {attributes.map((attribute) => (
          <AttributeField key={attribute.id} attribute={attribute} heroSkins={heroSkins} />
        ))}
      </SellingCard>
      {props.afterAccount}
      {region.card && !stepped ? (
        <SellingCard id={`${idPrefix}-region`} title={region.card.title}>
          <p className={styles.hint}>{region.card.hint}</p>
          {regionFields}
        </SellingCard>
      ) : null}
      {props.children}
      <SellingCard id={`${idPrefix}-login`} title={titles.login} step={steps?.login}>
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
