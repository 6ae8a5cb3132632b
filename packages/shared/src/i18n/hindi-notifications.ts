import { MONTH_SHORT_HI } from '../calendar-dates';
import type { NotificationParams, NotificationType } from '../notifications';
import type { Template } from '../notification-templates';

/**
 * The Hindi of every notification template (English in notification-templates.ts). Natural everyday Hindi
 * (docs/translating.md); order numbers, kitchen and provider names stay as they are.
 */
const SLOTS: Record<string, string> = { breakfast: 'नाश्ता', lunch: 'दोपहर का खाना', snacks: 'शाम का नाश्ता', dinner: 'रात का खाना' };
const ORDER_STATUSES: Record<string, string> = {
  placed: 'मिल गया',
  accepted: 'स्वीकार हो गया',
  rejected: 'मना हो गया',
  preparing: 'बन रहा है',
  ready: 'तैयार है',
  completed: 'पूरा हो गया',
  cancelled: 'रद्द हो गया',
};
// As the web app's home-help catalogue says them.
const HELP_STATUSES: Record<string, string> = { Pending: 'लंबित', 'In Progress': 'काम चल रहा है', Completed: 'पूरा हुआ', Cancelled: 'रद्द' };
const SERVICES: Record<string, string> = { Maid: 'कामवाली', Cook: 'खाना बनाने वाली', Both: 'कामवाली और खाना बनाने वाली' };
const SAVED_SEARCH_WORDS: Record<string, string> = { ads: 'विज्ञापन', rentals: 'किराये की लिस्टिंग', providers: 'सेवा देने वाले', kitchens: 'होम किचन' };
const ITEMS: Record<string, string> = { ad: 'विज्ञापन', rental: 'किराये की लिस्टिंग', provider: 'लिस्टिंग', kitchen: 'किचन', ride: 'राइड', review: 'समीक्षा' };

const day = (iso: string | undefined) => {
  const [, m, d] = (iso ?? '').split('-').map(Number);
  return m && d ? `${d} ${MONTH_SHORT_HI[m - 1]}` : '';
};
const slot = (p: NotificationParams) => SLOTS[p.slot ?? ''] ?? '';
const item = (p: NotificationParams) => ITEMS[p.item ?? ''] ?? 'पोस्ट';

export const HINDI_NOTIFICATION_TEMPLATES: Record<NotificationType, Template> = {
  order: (p) => {
    switch (p.state) {
      case 'placed':
        return { title: `नया ऑर्डर ${p.order}`, body: `एक पड़ोसी ने ${day(p.date)} का ${slot(p)} मँगाया है। स्वीकार करने के लिए अपना डैशबोर्ड खोलें।` };
      case 'cancelled_by_customer':
        return { title: `ऑर्डर ${p.order} रद्द`, body: `ग्राहक ने ${day(p.date)} के ${slot(p)} का ऑर्डर रद्द कर दिया।` };
      case 'rejected':
        return { title: `${p.kitchen}: ऑर्डर नहीं लिया गया`, body: `आपका ऑर्डर ${p.order} स्वीकार नहीं हुआ। कारण आपके ऑर्डर में लिखा है।` };
      default:
        return {
          title: `${p.kitchen}: ऑर्डर ${ORDER_STATUSES[p.status ?? ''] ?? ''}`,
          body: `आपका ऑर्डर ${p.order} (${day(p.date)}, ${slot(p)}) ${ORDER_STATUSES[p.status ?? ''] ?? ''}।`,
        };
    }
  },
  home_help: (p) =>
    p.state === 'assigned'
      ? { title: 'घरेलू मदद तय हो गई', body: `आपके ${day(p.date)} के अनुरोध (${SERVICES[p.service ?? ''] ?? ''}) के लिए ${p.provider} आएँगे।` }
      : {
          title: `घरेलू मदद: ${HELP_STATUSES[p.status ?? ''] ?? ''}`,
          body: `आपके ${day(p.date)} के अनुरोध (${SERVICES[p.service ?? ''] ?? ''}) की स्थिति अब: ${HELP_STATUSES[p.status ?? ''] ?? ''}।`,
        },
  review: (p) => ({ title: `${p.name} की नई समीक्षा`, body: `एक पड़ोसी ने ${p.name} को 5 में से ${p.rating} स्टार दिए।` }),
  report: (p) =>
    p.state === 'hidden'
      ? { title: 'शिकायत के लिए धन्यवाद', body: `एडमिन ने आपकी शिकायत देखी और उस ${item(p)} को हटा दिया।` }
      : { title: 'आपकी शिकायत देख ली गई', body: `एडमिन ने आपकी शिकायत देखी और उस ${item(p)} को रहने दिया।` },
  join: (p) =>
    p.state === 'approved'
      ? { title: 'स्वागत है, पड़ोसी', body: 'जुड़ने का आपका अनुरोध मंज़ूर हो गया: अब आप सत्यापित निवासी हैं।' }
      : { title: 'जुड़ने का अनुरोध मना हुआ', body: 'जुड़ने का आपका अनुरोध मना हो गया। कारण आपकी प्रोफ़ाइल में है।' },
  post: (p) => {
    if (p.state === 'held') return { title: 'आपकी पोस्ट जाँच में है', body: `एडमिन के देखने के बाद आपकी पोस्ट (${item(p)}) दिखेगी।` };
    if (p.state === 'approved') return { title: 'आपकी पोस्ट दिखने लगी', body: `एडमिन ने आपकी पोस्ट (${item(p)}) मंज़ूर कर दी।` };
    if (p.state === 'moderated') return { title: 'आपकी पोस्ट हटा दी गई', body: `मॉडरेटरों ने आपकी पोस्ट (${item(p)}) हटा दी। वजह जानने के लिए इसे खोलें।` };
    if (p.state === 'restored') return { title: 'आपकी पोस्ट फिर से दिखने लगी', body: `मॉडरेटरों ने आपकी पोस्ट (${item(p)}) फिर से दिखा दी।` };
    return { title: 'आपकी पोस्ट हटा दी गई', body: `एक शिकायत के बाद एडमिन ने आपकी पोस्ट (${item(p)}) हटा दी।` };
  },
  saved_search: (p) => ({
    title: `सेव की गई खोज में नया: ${SAVED_SEARCH_WORDS[p.kind ?? ''] ?? 'लिस्टिंग'}`,
    body: p.name
      ? `${p.name} आपकी सेव की गई खोज से मेल खाता है। ज़्यादा देखने के लिए खोलें।`
      : `आपकी सेव की गई खोज से मेल खाती एक नई पोस्ट (${SAVED_SEARCH_WORDS[p.kind ?? ''] ?? 'लिस्टिंग'}) आई है। देखने के लिए खोलें।`,
  }),
  privacy: (p) => {
    if (p.state === 'erasure_requested')
      return {
        title: 'आपका खाता मिटाया जाएगा',
        body: `आपका पड़ोसी खाता ${day(p.date)} को ${p.time} बजे मिटा दिया जाएगा। इसे रखना हो तो उससे पहले साइन इन करें और मिटाना रद्द करें।`,
      };
    if (p.state === 'grievance_closed')
      return { title: `अनुरोध ${p.ref} बंद`, body: `शिकायत अधिकारी ने आपके अनुरोध ${p.ref} का जवाब देकर उसे बंद कर दिया। जवाब पढ़ने के लिए इसे खोलें।` };
    return { title: `आपके अनुरोध ${p.ref} का जवाब`, body: `शिकायत अधिकारी ने आपके अनुरोध ${p.ref} का जवाब दिया है। जवाब पढ़ने के लिए इसे खोलें।` };
  },
};
