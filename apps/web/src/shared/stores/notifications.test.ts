import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_STYLE, notify, useNotifications, type NotificationStyle } from './notifications';

const messages = () => useNotifications.getState().notifications.map((n) => n.message);

describe('notifications store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNotifications.getState().clear();
  });
  afterEach(() => {
    useNotifications.getState().clear();
    vi.useRealTimers();
  });

  it('keeps the newest first, with its type and time', () => {
    vi.setSystemTime(new Date(2026, 0, 2, 12, 4, 31));
    notify('sale', 'Sold 10 steel bars');
    notify('error', 'Not enough cash');
    const [first, second] = useNotifications.getState().notifications;
    expect(first).toMatchObject({ type: 'error', message: 'Not enough cash' });
    expect(second).toMatchObject({ type: 'sale', message: 'Sold 10 steel bars' });
    expect(first?.timestamp).toBe(new Date(2026, 0, 2, 12, 4, 31).getTime());
    expect(first?.id).not.toBe(second?.id);
  });

  it('keeps at most 10, dropping the oldest', () => {
    for (let i = 1; i <= 12; i++) notify('default', `message ${i}`);
    expect(messages()).toHaveLength(10);
    expect(messages()[0]).toBe('message 12');
    expect(messages()[9]).toBe('message 3');
  });

  it('removes each notification 5 s after it was raised', () => {
    notify('success', 'first');
    vi.advanceTimersByTime(2_000);
    notify('success', 'second');
    vi.advanceTimersByTime(2_999);
    expect(messages()).toEqual(['second', 'first']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['second']);
    vi.advanceTimersByTime(2_000);
    expect(messages()).toEqual([]);
  });

  it('dismisses by id, leaving the others', () => {
    const a = notify('warning', 'a');
    notify('warning', 'b');
    useNotifications.getState().dismiss(a);
    expect(messages()).toEqual(['b']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('maps every type to its display style', () => {
    const typesShownAs = (style: NotificationStyle) =>
      Object.entries(NOTIFICATION_STYLE).flatMap(([type, shown]) => (shown === style ? [type] : []));
    expect(typesShownAs('error')).toEqual(['error', 'breakdown']);
    expect(typesShownAs('success')).toEqual(['sale', 'production', 'success']);
    expect(typesShownAs('warning')).toEqual(['maintenance', 'warning']);
    expect(typesShownAs('info')).toEqual(['purchase', 'default']);
    expect(Object.keys(NOTIFICATION_STYLE)).toHaveLength(9);
  });
});
