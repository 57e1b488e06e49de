import type { Lang } from '../../contracts/common.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeHtml } from '../../lib/query.ts';

/** The links of spec §2: `?email-pin=` opens the registration-success modal, `?pin=` the change-password modal. */
export const confirmEmailLink = (publicUrl: string, lang: Lang, pin: string) =>
  `${publicUrl}/${lang}?email-pin=${encodeURIComponent(pin)}`;

export const resetPasswordLink = (publicUrl: string, lang: Lang, pin: string) =>
  `${publicUrl}/${lang}?pin=${encodeURIComponent(pin)}`;

interface Texts {
  subject: string;
  greeting: (name: string | null) => string;
  body: string;
  action: string;
  footer: string;
}

const confirmTexts: Record<Lang, Texts> = {
  ru: {
    subject: 'Подтвердите адрес электронной почты',
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    body: 'Вы зарегистрировались на сайте. Чтобы подтвердить адрес электронной почты, откройте ссылку:',
    action: 'Подтвердить адрес',
    footer: 'Ссылка действует 48 часов. Если вы не регистрировались, просто удалите это письмо.',
  },
  en: {
    subject: 'Confirm your e-mail address',
    greeting: (name) => (name ? `Hello, ${name}!` : 'Hello!'),
    body: 'You have registered on the site. To confirm your e-mail address, open this link:',
    action: 'Confirm my address',
    footer: 'The link works for 48 hours. If you did not register, simply delete this message.',
  },
};

const resetTexts: Record<Lang, Texts> = {
  ru: {
    subject: 'Восстановление пароля',
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    body: 'Мы получили запрос на смену пароля. Чтобы задать новый пароль, откройте ссылку:',
    action: 'Задать новый пароль',
    footer:
      'Ссылка действует один час и срабатывает один раз. Если вы не запрашивали смену пароля, ничего делать не нужно: пароль останется прежним.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => (name ? `Hello, ${name}!` : 'Hello!'),
    body: 'We received a request to change your password. To choose a new one, open this link:',
    action: 'Choose a new password',
    footer:
      'The link works once, within one hour. If you did not ask to change your password, do nothing: it stays as it is.',
  },
};

function compose(texts: Texts, to: string, name: string | null, link: string): MailMessage {
  const greeting = texts.greeting(name);
  const text = `${greeting}\n\n${texts.body}\n${link}\n\n${texts.footer}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(texts.body)}</p>\n` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>\n` +
    `<p>${escapeHtml(link)}</p>\n<p>${escapeHtml(texts.footer)}</p>\n`;
  return { to, subject: texts.subject, text, html, link };
}

export const confirmEmailMail = (lang: Lang, to: string, name: string | null, link: string) =>
  compose(confirmTexts[lang], to, name, link);

export const resetPasswordMail = (lang: Lang, to: string, name: string | null, link: string) =>
  compose(resetTexts[lang], to, name, link);
