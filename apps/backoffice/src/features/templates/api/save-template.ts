import {
  type AttributeInput,
  type ChoiceUpdateInput,
  type StaffAttribute,
  type StaffChoice,
  type StaffTemplate,
  staffAttributeSchema,
  staffChoiceSchema,
} from '@gs/shared/staff-templates';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { templateKeys } from './template-keys';

type SaveAttribute = { gameId: number; id: number | null; input: AttributeInput };

/** POST …/templates/{gameId}/attributes (new) or PUT …/attributes/{id} (edit, disable, enable); owner. */
export async function saveAttribute({ gameId, id, input }: SaveAttribute): Promise<StaffAttribute> {
  const data =
    id === null
      ? await api.post(`/api/staff/catalogue/templates/${gameId}/attributes`, input)
      : await api.put(`/api/staff/catalogue/attributes/${id}`, input);
  return staffAttributeSchema.parse(data);
}

export function useSaveAttribute(gameId: number, options?: MutationOptions<StaffAttribute, SaveAttribute>) {
  return useInvalidatingMutation(saveAttribute, templateKeys.template(gameId), options);
}

type AddChoice = { attributeId: number; name: string };

/** POST …/attributes/{id}/choices: a choice at the end of the list (owner). */
export async function addChoice({ attributeId, name }: AddChoice): Promise<StaffChoice> {
  return staffChoiceSchema.parse(await api.post(`/api/staff/catalogue/attributes/${attributeId}/choices`, { name }));
}

export function useAddChoice(gameId: number, options?: MutationOptions<StaffChoice, AddChoice>) {
  return useInvalidatingMutation(addChoice, templateKeys.template(gameId), options);
}

type UpdateChoice = { id: number; input: ChoiceUpdateInput };

/** PUT …/choices/{id}: rename, disable or enable a choice (owner). */
export async function updateChoice({ id, input }: UpdateChoice): Promise<StaffChoice> {
  return staffChoiceSchema.parse(await api.put(`/api/staff/catalogue/choices/${id}`, input));
}

export function useUpdateChoice(gameId: number, options?: MutationOptions<StaffChoice, UpdateChoice>) {
  return useInvalidatingMutation(updateChoice, templateKeys.template(gameId), options);
}

type Reorder = { scope: 'attributes' } | { scope: 'choices'; attributeId: number };

function reordered<T extends { id: number }>(items: T[], ids: number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id, sort) => {
    const item = byId.get(id);
    return item ? [{ ...item, sort }] : [];
  });
}

/**
 * PUT …/templates/{gameId}/order or …/attributes/{id}/choices/order. Shown at once (a new order is safe to show
 * early), then refetched; a refusal puts the saved order back.
 */
export function useReorder(gameId: number) {
  const queryClient = useQueryClient();
  const key = templateKeys.template(gameId);
  return useMutation({
    mutationFn: async ({ target, ids }: { target: Reorder; ids: number[] }) => {
      const url =
        target.scope === 'attributes'
          ? `/api/staff/catalogue/templates/${gameId}/order`
          : `/api/staff/catalogue/attributes/${target.attributeId}/choices/order`;
      await api.put(url, { ids });
    },
    onMutate: async ({ target, ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StaffTemplate>(key);
      if (before) {
        queryClient.setQueryData<StaffTemplate>(key, {
          ...before,
          attributes:
            target.scope === 'attributes'
              ? reordered(before.attributes, ids)
              : before.attributes.map((attribute) =>
                  attribute.id === target.attributeId
                    ? { ...attribute, choices: reordered(attribute.choices, ids) }
                    : attribute,
                ),
        });
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
