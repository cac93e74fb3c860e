import type { Kysely } from 'kysely';

// Placeholder registered ahead of its feature; filled in by the feature's change.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
