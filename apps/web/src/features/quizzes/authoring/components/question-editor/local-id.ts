/** A short id for an option, a pair or an item: 8 letters and digits (the contract allows 1 to 36, - and _). */
export const localId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
};
