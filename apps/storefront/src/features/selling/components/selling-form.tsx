import { Alert, Button, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';
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
  children: ReactNode;
}

/**
 * The frame of a selling form: one column of cards checked on blur, the refused messages that found no field on
 * top, and at the bottom where the draft stands, "Clear draft" and the submit button.
 */
export function SellingForm<Values>(props: SellingFormProps<Values>) {
  const { draft, submit } = props;
  return (
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
      </div>
    </Form>
  );
}
