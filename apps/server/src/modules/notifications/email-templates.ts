import type { Language } from '@padosi/shared/languages';
import type { NotificationText } from '@padosi/shared/notification-templates';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WORDS = {
  en: {
    open: 'Open in Padosi',
    unsubscribe: 'Stop these e-mails',
    digest: 'Your day on Padosi',
    why: 'You get this e-mail because of your Padosi notification settings.',
  },
  hi: { open: 'पड़ोसी में खोलें', unsubscribe: 'ये ई-मेल बंद करें', digest: 'पड़ोसी पर आपका दिन', why: 'यह ई-मेल आपकी पड़ोसी सूचना सेटिंग के कारण आया है।' },
} as const;

interface Item extends NotificationText {
  url: string;
}

/** The text and HTML parts of a message listing one or more notifications (fixed wording, names escaped in HTML). */
export function renderEmail(language: Language, subject: string, items: Item[], unsubscribeUrl: string) {
  const w = WORDS[language];
  const text = [...items.flatMap((i) => [i.title, i.body, `${w.open}: ${i.url}`, '']), '--', w.why, `${w.unsubscribe}: ${unsubscribeUrl}`].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
${items.map((i) => `<h2 style="font-size:18px">${escape(i.title)}</h2><p>${escape(i.body)}</p><p><a href="${escape(i.url)}">${w.open}</a></p>`).join('\n')}
<hr><p style="color:#555;font-size:13px">${w.why} <a href="${escape(unsubscribeUrl)}">${w.unsubscribe}</a></p>
</body></html>`;
  return { subject, text, html };
}

export const digestSubject = (language: Language, count: number) =>
  language === 'hi' ? `${WORDS.hi.digest}: ${count} सूचनाएँ` : `${WORDS.en.digest}: ${count} notifications`;

const ANSWER_WORDS = {
  en: { why: 'You get this e-mail because you wrote to the grievance officer of this Padosi portal.' },
  hi: { why: 'यह ई-मेल इसलिए आया क्योंकि आपने इस पड़ोसी पोर्टल के शिकायत अधिकारी को लिखा था।' },
} as const;

/**
 * A one-off answer to a visitor who wrote in (they have no inbox): the fixed title and lead, then the officer's own
 * words, quoted; no unsubscribe, as no setting sends it.
 */
export function renderAnswerEmail(language: Language, lead: NotificationText, quoted: string, url: string) {
  const w = { ...WORDS[language], ...ANSWER_WORDS[language] };
  const text = [lead.title, lead.body, '', quoted, '', `${w.open}: ${url}`, '--', w.why].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
<h2 style="font-size:18px">${escape(lead.title)}</h2><p>${escape(lead.body)}</p>
<blockquote style="border-left:3px solid #ccc;margin:0;padding-left:12px;white-space:pre-wrap">${escape(quoted)}</blockquote>
<p><a href="${escape(url)}">${w.open}</a></p>
<hr><p style="color:#555;font-size:13px">${w.why}</p>
</body></html>`;
  return { subject: lead.title, text, html };
}
