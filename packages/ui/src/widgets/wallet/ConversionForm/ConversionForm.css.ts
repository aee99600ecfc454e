export { actions, card, error, form, heading, link, muted, notice, ok } from '../shared.css';
