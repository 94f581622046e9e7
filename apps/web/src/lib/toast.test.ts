import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { toast } from './toast';

describe('toasts (spec §9: 5000 ms default, 7000 ms error, 3500 ms success)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['info', 5000, 'brand'],
    ['error', 7000, 'red'],
    ['success', 3500, 'green'],
  ] as const)('%s closes after %i ms', (kind, ms, color) => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    toast[kind]('Hello');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Hello', autoClose: ms, color }));
  });

  it('lets a message set its own duration (login failure 3 s, session expired 8 s)', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    toast.error('Invalid email or password', { autoClose: 3000 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 3000 }));
  });

  it('places toasts top-right, four at a time, even before the host has loaded', () => {
    vi.spyOn(notifications, 'show').mockReturnValue('id');
    toast.info('Hello');
    expect(notificationsStore.getState()).toMatchObject({ limit: 4, defaultPosition: 'top-right' });
  });
});
