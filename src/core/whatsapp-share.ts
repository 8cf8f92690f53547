// 'Share to WhatsApp' (decision 0037): a wa.me link opens WhatsApp — the app on a phone,
// WhatsApp Web or the desktop app on a computer — with the text ready to send to a chat of the
// sender's choosing. Every character of the text is percent-encoded, so newlines, '&', '#', '+' and
// emoji arrive as they were.
export const WHATSAPP_SHARE_URL = 'https://wa.me/';

export function whatsappShareUrl(text: string): string {
  return `${WHATSAPP_SHARE_URL}?text=${encodeURIComponent(text)}`;
}
