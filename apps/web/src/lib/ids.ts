const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id the API could know; anything else (a hand-edited address) is not found without asking. */
export const isId = (value: string | null | undefined): value is string => Boolean(value && UUID.test(value));
