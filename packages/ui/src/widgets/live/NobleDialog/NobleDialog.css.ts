export { muted, price, tile, tileGrid, tileIcon } from '../shared.css';
