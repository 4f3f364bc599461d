export { MAIL_TEMPLATES, ZMailMessage, type MailMessage, type MailTemplate } from './mail-message';
export { MailModule } from './mail.module';
export { MailService, type SendMailOptions } from './mail.service';
export { renderMail, type RenderedMail } from './mail-renderer';
