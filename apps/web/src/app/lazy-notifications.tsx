import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's notification container (with its transitions and drag handling) is not part of the first
// load of every screen: it loads with the first toast, which the store keeps until it is shown
// (issue 13 "Delivery"). Screens that never toast never load it.
const Notifications = lazy(async () => ({ default: (await import('./notifications-container')).Notifications }));

export const LazyNotifications = (props: NotificationsProps) => {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) {
    setNeeded(true);
  }
  return needed ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
};
