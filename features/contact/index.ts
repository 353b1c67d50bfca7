export { LiveChatScript } from './components/live-chat-script';
