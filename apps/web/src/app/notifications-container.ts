// The container's own chunk (app/lazy-notifications.tsx).
export { Notifications } from '@mantine/notifications';
