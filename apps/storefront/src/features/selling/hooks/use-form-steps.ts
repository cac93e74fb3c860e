import type { FormInstance } from 'antd';
import { createContext, useCallback, useContext, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { type FieldName, formFieldOf } from '../utils/selling-field-errors';

/** One step of a stepped form: the top-level field names it asks (a name covers its nested fields, `attrs`). */
export interface FormStep {
  fields: readonly string[];
  /** The ids of the cards it shows (`consignment-account`), so a link to a card opens its step. */
  cards: readonly string[];
}

/**
 * The step a stepped form shows, or null when it shows everything (desktop). `SellingCard`s of other steps render
 * nothing; the form keeps their values (and the draft saves them), so nothing typed is lost between steps.
 */
export const FormStepContext = createContext<number | null>(null);

/** Whether a card of `step` is shown now: always on one page, else only on its own step. */
export function useStepShown(step: number | undefined): boolean {
  const current = useContext(FormStepContext);
  return current === null || step === undefined || step === current;
}

const STEP_PARAM = 'step';

function topName(name: FieldName | (string | number)[]): string {
  return String(Array.isArray(name) ? name[0] : name);
}

/**
 * A form asked in steps on phones (< 992 px) and on one page on larger screens. The step is kept in the address
 * (`?step=2`, replaced, not pushed), so a reload opens the same step with the saved draft; a link to a card
 * (`#consignment-photos`, the review's "Edit") opens the step holding it. `next` checks the step's fields first.
 */
export function useFormSteps(form: FormInstance, steps: readonly FormStep[]) {
  const stepped = useIsMobile();
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const asked = Number(params.get(STEP_PARAM));
  const current = Number.isInteger(asked) && asked >= 1 && asked <= steps.length ? asked : 1;

  const goTo = useCallback(
    (step: number) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (step <= 1) next.delete(STEP_PARAM);
          else next.set(STEP_PARAM, String(step));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
      window.scrollTo?.({ top: 0 });
    },
    [setParams],
  );

  const stepOfName = useCallback(
    (name: FieldName | (string | number)[]) => {
      const index = steps.findIndex((step) => step.fields.includes(topName(name)));
      return index === -1 ? null : index + 1;
    },
    [steps],
  );

  // A link to one card (the review's "Edit" of a section) opens the step that shows it.
  useEffect(() => {
    if (!stepped || !hash) return;
    const card = decodeURIComponent(hash.slice(1));
    const index = steps.findIndex((step) => step.cards.includes(card));
    if (index !== -1 && index + 1 !== current) goTo(index + 1);
  }, [stepped, hash, steps, current, goTo]);

  /** Checks the fields of the step shown, then shows the next one; errors stay under their fields. */
  const next = useCallback(async () => {
    const fields = steps[current - 1]?.fields ?? [];
    try {
      await form.validateFields(fields as string[], { recursive: true });
    } catch {
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    goTo(Math.min(current + 1, steps.length));
  }, [form, steps, current, goTo]);

  /** The step holding the first of the server's refused fields (null when none is a field of the form). */
  const stepOfServerFields = useCallback(
    (fields: readonly { field: string }[]) => {
      for (const { field } of fields) {
        const name = formFieldOf(field, 'serverId');
        const step = name === null ? null : stepOfName(name);
        if (step !== null) return step;
      }
      return null;
    },
    [stepOfName],
  );

  return {
    /** The step shown (1-based), or null on one page. */
    current: stepped ? current : null,
    count: steps.length,
    goTo,
    next,
    back: () => goTo(Math.max(1, current - 1)),
    stepOfName,
    stepOfServerFields,
  };
}
