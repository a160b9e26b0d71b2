import { notificationListView, relativeTime } from '@hearth/domain/notifications';
import { useState } from 'react';
import { useMarkNotificationsRead, useNotifications } from '@/features/dashboard/api/notifications';
import { isSessionExpiredError, userMessageFor } from '@/lib/http-client';
import { useHydrated } from '@/lib/use-browser-value';

/**
 * The instant the relative times count from. The server's render and the browser's hydration of it count from when
 * the list was read (the same instant in both: the server's answer rides in the page), so they say the same words
 * even when a minute turns between the two ("Just now" then "1 minute ago" made React throw the server's list away
 * and log a mismatch); once the browser renders on its own, from its clock.
 */
function useCountedFrom(readAt: number): Date {
  return useHydrated() ? new Date() : new Date(readAt);
}

/**
 * The notifications list (spec sections 2 and 9): the latest 3 messages sent to the borrower, View All or View Less
 * when there are more, each with its relative time; unread ones are marked, and "Mark all as read" clears them.
 */
export function NotificationsCard() {
  const [expanded, setExpanded] = useState(false);
  const notifications = useNotifications();
  const now = useCountedFrom(notifications.dataUpdatedAt);
  const markRead = useMarkNotificationsRead();
  const all = notifications.data?.notifications ?? [];
  const view = notificationListView(all, expanded);
  const newest = all[0];
  const error = [notifications.error, markRead.error].find((e) => e && !isSessionExpiredError(e));

  return (
    <section className="card dashboard__notifications" aria-labelledby="notifications-heading">
      <div className="dashboard__card-head">
        <h2 id="notifications-heading">
          Notifications
          {view.unreadCount > 0 ? (
            <span className="badge dashboard__count">{view.unreadCount} new</span>
          ) : null}
        </h2>
        {view.unreadCount > 0 && newest ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(newest.id)}
          >
            Mark all as read
          </button>
        ) : null}
      </div>
      {notifications.isPending ? <p className="muted">Loading your notifications…</p> : null}
      {error ? (
        <p className="alert" role="alert">
          {userMessageFor(error)}
        </p>
      ) : null}
      {notifications.isSuccess && all.length === 0 ? (
        <p className="muted">
          No notifications yet. We let you know here, and by email, when something needs you.
        </p>
      ) : null}
      {view.items.length > 0 ? (
        <ul className="notification-list">
          {view.items.map((item) => (
            <li
              key={item.id}
              className={item.isUnread ? 'notification notification--unread' : 'notification'}
            >
              <p className="notification__title">
                {item.isUnread ? <span className="visually-hidden">New: </span> : null}
                {item.title}
              </p>
              <p className="notification__body">{item.body}</p>
              <p className="notification__time muted">
                <time dateTime={item.timestamp}>{relativeTime(item.timestamp, now)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {view.toggleLabel ? (
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {view.toggleLabel}
        </button>
      ) : null}
    </section>
  );
}
