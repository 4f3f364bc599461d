export enum QueueName {
  Mail = 'mail',
  Notification = 'notification',
  Subscription = 'subscription',
}

export const QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);
