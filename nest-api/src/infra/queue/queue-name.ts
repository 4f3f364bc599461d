export enum QueueName {
  Mail = 'mail',
  Notification = 'notification',
  Subscription = 'subscription',
  Domain = 'domain',
  UserExport = 'export',
  Webhook = 'webhook',
}

export const QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);
