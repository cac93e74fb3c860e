import { Alert, Button, Form, type FormProps, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStepContext } from '../hooks/use-form-steps';
import { DraftControls } from './draft-controls';
import styles from './selling.module.css';

export interface SellingFormProps<Values> {
  form: FormProps<Values>['form'];
  /** The form's accessible name. */
  label: string;
  initialValues: FormProps<Values>['initialValues'];
  onValuesChange: FormProps<Values>['onValuesChange'];
  onFinish: FormProps<Values>['onFinish'];
  onFinishFailed?: FormProps<Values>['onFinishFailed'];
  /** A line above everything else. */
  intro?: ReactNode;
  /** The server's messages that found no field, above the form. */
  unplaced: string[];
  draft: { savedAt: string | null; cancel: () => void };
  onClearDraft: () => void;
  submit: { label: ReactNode; loading?: boolean; disabled?: boolean };
  /**
   * Asked in steps (phones): the step shown (1-based) of `count`, and the titles of every step (one more may follow
   * after the form: the review page). Before the last step the main button
   * is "Next" (`onNext` checks the step); from the second one "Back" goes back. The submit comes on the last.
   */
  steps?: { current: number; count: number; titles: string[]; onNext: () => void; onBack: () => void };
  children: ReactNode;
}

/** Where the seller is in a form asked in steps: every step's title, the current one marked. */
function StepsBar({ current, titles }: { current: number; titles: string[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sellingSteps.label')} className={styles.steps}>
      <p className={styles.stepsNow} aria-live="polite">
        {t('sellingSteps.now', { step: current, count: titles.length, title: titles[current - 1] ?? '' })}
      </p>
      <Steps
        size="small"
        responsive={false}
        titlePlacement="vertical"
        current={current - 1}
        items={titles.map((title) => ({ title }))}
        className={styles.stepsBar}
      />
    </nav>
  );
}

/**
 * The frame of a selling form: one column of cards checked on blur, the refused messages that found no field on
 * top, and at the bottom where the draft stands, "Clear draft" and the submit button.
 */
export function SellingForm<Values>(props: SellingFormProps<Values>) {
  const { draft, submit, steps } = props;
  const { t } = useTranslation();
  const last = !steps || steps.current >= steps.count;
  return (
    <FormStepContext.Provider value={steps ? steps.current : null}>
      <Form<Values>
        form={props.form}
        layout="vertical"
        requiredMark
        validateTrigger="onBlur"
        initialValues={props.initialValues}
        onValuesChange={props.onValuesChange}
        scrollToFirstError={{ block: 'center' }}
        onFinish={props.onFinish}
        onFinishFailed={props.onFinishFailed}
        className={styles.form}
        aria-label={props.label}
      >
        {steps ? <StepsBar current={steps.current} titles={steps.titles} /> : null}
        {props.intro}
        {props.unplaced.length > 0 ? (
          <Alert type="error" showIcon title={props.unplaced.join(' ')} className={styles.alert} />
        ) : null}
        {props.children}
        <div className={styles.actions}>
          <DraftControls
            savedAt={draft.savedAt}
            onClear={() => {
              draft.cancel();
              props.onClearDraft();
            }}
          />
          {steps && steps.current > 1 ? (
            <Button size="large" className={styles.actionButton} onClick={steps.onBack}>
              {t('sellingSteps.back')}
            </Button>
          ) : null}
          {last ? (
            <Button
              type="primary"
              size="large"
              htmlType="submit"
              className={styles.actionButton}
              disabled={submit.disabled}
              loading={submit.loading}
            >
              {submit.label}
            </Button>
          ) : (
            <Button type="primary" size="large" className={styles.actionButton} onClick={steps?.onNext}>
              {t('sellingSteps.next')}
            </Button>
          )}
        </div>
      </Form>
    </FormStepContext.Provider>
  );
}
