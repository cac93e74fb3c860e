import type { FormRule } from 'antd';
import type { z } from 'zod';

/** A form rule that checks the value with one of the shared schemas and says `message` when it does not fit. */
export function schemaRule(
  schema: z.ZodType,
  message: string,
  toInput: (value: unknown) => unknown = (v) => v,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!schema.safeParse(toInput(value)).success) throw new Error(message);
    },
  };
}
