/** Live chat with the support desk: the member's floating widget (docs/chat.md). */
export { ChatWidgetLoader } from './chat-widget-loader';
export { widgetVisible } from './rules';
