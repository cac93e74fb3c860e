import {
  type StaffDictListQuery,
  type StaffDictMissingEntry,
  type StaffDictPage,
  type StaffDictType,
  staffDictMissingEntrySchema,
  staffDictPageSchema,
  staffDictTypeSchema,
} from '@gs/shared/staff-catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/staff/catalogue/dictionaries/types: the shop's dictionary types with their row counts (owner). */
export async function getDictTypes(options: { signal?: AbortSignal } = {}): Promise<StaffDictType[]> {
  return z
    .array(staffDictTypeSchema)
    .parse(await api.get('/api/staff/catalogue/dictionaries/types', undefined, options));
}

export function dictTypesQueryOptions() {
  return queryOptions({ queryKey: catalogueKeys.dictTypes(), queryFn: ({ signal }) => getDictTypes({ signal }) });
}

/** GET /api/staff/catalogue/dictionaries?dictType: the rows of one dictionary, disabled ones too (owner). */
export async function getDictionary(
  query: StaffDictListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StaffDictPage> {
  return staffDictPageSchema.parse(await api.get('/api/staff/catalogue/dictionaries', { ...query }, options));
}

export function dictionaryQueryOptions(query: StaffDictListQuery) {
  return queryOptions({
    queryKey: catalogueKeys.dictList(query),
    queryFn: ({ signal }) => getDictionary(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/catalogue/dictionaries/missing: the known keys the shop has no row for, with starting labels. */
export async function getMissingDictEntries(options: { signal?: AbortSignal } = {}): Promise<StaffDictMissingEntry[]> {
  return z
    .array(staffDictMissingEntrySchema)
    .parse(await api.get('/api/staff/catalogue/dictionaries/missing', undefined, options));
}

export function missingDictEntriesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.dictMissing(),
    queryFn: ({ signal }) => getMissingDictEntries({ signal }),
  });
}
