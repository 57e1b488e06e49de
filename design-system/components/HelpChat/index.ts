export { HelpChat, type ChatMessageView, type HelpChatProps } from './HelpChat';
