/** The fixed encryption keyring of every test app and of the seeded template database, so seeded secrets open. */
export const TEST_KEYS = `test:${Buffer.alloc(32, 7).toString('base64')}`;
