import { expect } from 'vitest';

// What the delete-race tests share (technology-delete-races, project-role-delete-races): a write that names a row
// raced against that row's delete, round after round.

/** Rounds per race: enough for both orders and the gap between a write's check and its insert to be met. */
export const ROUNDS = 15;

let n = 0;
/** A name no other round or run has taken. */
export const unique = (base: string) => `${base} ${++n} ${Math.random().toString(36).slice(2, 7)}`;

/** The response's JSON, once its status is the one expected. */
export const body = (res: { statusCode: number; body: string; json: () => any }, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

/** `send` (the delete), 0–8 ms after the write depending on the round. */
export const after = <T>(round: number, send: () => Promise<T>): Promise<T> =>
  new Promise((resolve) => setTimeout(resolve, (round % 5) * 2)).then(send);
