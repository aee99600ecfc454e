// The fan groups are a room list like the anchor centre's team lists: the same panel, rows and text
// styles (moderation/shared.css), and the badge a member wears before their nick in the chat.
export { error, list, muted, name, panel, row, title } from '../../moderation/shared.css';
export { badge } from '../ChatPane/ChatPane.css';
