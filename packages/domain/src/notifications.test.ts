import { describe, expect, it } from 'vitest';
import type { Notification } from './entities';
import { notificationListView, relativeTime } from './notifications';

function n(id: string, timestamp: string, isUnread = false): Notification {
  return { id, title: id, body: '', timestamp, isUnread };
}

describe('notification list', () => {
  const four = [
    n('a', '2026-01-01T00:00:00Z'),
    n('d', '2026-01-04T00:00:00Z', true),
    n('b', '2026-01-02T00:00:00Z', true),
    n('c', '2026-01-03T00:00:00Z'),
  ];

  it('shows the latest 3 with View All when there are more', () => {
    const view = notificationListView(four, false);
    expect(view.items.map((i) => i.id)).toEqual(['d', 'c', 'b']);
    expect(view.toggleLabel).toBe('View All');
    expect(view.unreadCount).toBe(2);
  });

  it('shows all with View Less when expanded', () => {
    const view = notificationListView(four, true);
    expect(view.items.map((i) => i.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(view.toggleLabel).toBe('View Less');
  });

  it('has no toggle with exactly 3', () => {
    expect(notificationListView(four.slice(0, 3), false).toggleLabel).toBeNull();
    expect(notificationListView([], true).toggleLabel).toBeNull();
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-22T20:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'Just now'],
    [MIN - 1, 'Just now'],
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MIN, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [27 * DAY, '3 weeks ago'],
    [28 * DAY, '4 weeks ago'],
    [28 * DAY + 1, 'October 25'],
    [-5 * MIN, 'Just now'],
  ])('%i ms ago -> %s', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });

  it('accepts ISO strings and a time zone for the date form', () => {
    expect(relativeTime('2026-11-22T19:30:00Z', now)).toBe('30 minutes ago');
    expect(relativeTime('2026-01-01T03:00:00Z', now)).toBe('December 31');
    expect(relativeTime('2026-01-01T03:00:00Z', now, 'UTC')).toBe('January 1');
  });
});
