export { Footer, type FooterLeague, type FooterProps } from './Footer';
