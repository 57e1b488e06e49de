import type { Lang } from '../../contracts/common.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { escapeHtml } from '../../lib/query.ts';

/** The links of spec §2: `?email-pin=` opens the registration-success modal, `?pin=` the change-password modal. */
export const confirmEmailLink = (publicUrl: string, lang: Lang, pin: string) =>
  `${publicUrl}/${lang}?email-pin=${encodeURIComponent(pin)}`;

export const resetPasswordLink = (publicUrl: string, lang: Lang, pin: string) =>
  `${publicUrl}/${lang}?pin=${encodeURIComponent(pin)}`;

/**
 * The sender's name of a Russian mail (a reader's mail client shows it first); English mails keep MAIL_FROM's own,
 * "Jewish culture site" unless set.
 */
const senderNames: Partial<Record<Lang, string>> = { ru: 'Еврейская культура' };

interface Texts {
  subject: string;
  body: string;
  action: string;
  footer: string;
}

const greetings: Record<Lang, (name: string | null) => string> = {
  ru: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
  en: (name) => (name ? `Hello, ${name}!` : 'Hello!'),
};

const confirmTexts: Record<Lang, Texts> = {
  ru: {
    subject: 'Подтвердите адрес электронной почты',
    body: 'Вы зарегистрировались на сайте. Чтобы подтвердить адрес электронной почты, откройте ссылку:',
    action: 'Подтвердить адрес',
    footer: 'Ссылка действует 48 часов. Если вы не регистрировались, просто удалите это письмо.',
  },
  en: {
    subject: 'Confirm your e-mail address',
    body: 'You have registered on the site. To confirm your e-mail address, open this link:',
    action: 'Confirm my address',
    footer: 'The link works for 48 hours. If you did not register, simply delete this message.',
  },
};

const resetTexts: Record<Lang, Texts> = {
  ru: {
    subject: 'Восстановление пароля',
    body: 'Мы получили запрос на смену пароля. Чтобы задать новый пароль, откройте ссылку:',
    action: 'Задать новый пароль',
    footer:
      'Ссылка действует один час и срабатывает один раз. Если вы не запрашивали смену пароля, ничего делать не нужно: пароль останется прежним.',
  },
  en: {
    subject: 'Reset your password',
    body: 'We received a request to change your password. To choose a new one, open this link:',
    action: 'Choose a new password',
    footer:
      'The link works once, within one hour. If you did not ask to change your password, do nothing: it stays as it is.',
  },
};

function compose(lang: Lang, texts: Record<Lang, Texts>, to: string, name: string | null, link: string): MailMessage {
  const greeting = greetings[lang](name);
  const { subject, body, action, footer } = texts[lang];
  const text = `${greeting}\n\n${body}\n${link}\n\n${footer}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(body)}</p>\n` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>\n` +
    `<p>${escapeHtml(link)}</p>\n<p>${escapeHtml(footer)}</p>\n`;
  return { to, subject, text, html, link, ...(senderNames[lang] ? { fromName: senderNames[lang] } : {}) };
}

export const confirmEmailMail = (lang: Lang, to: string, name: string | null, link: string) =>
  compose(lang, confirmTexts, to, name, link);

export const resetPasswordMail = (lang: Lang, to: string, name: string | null, link: string) =>
  compose(lang, resetTexts, to, name, link);
