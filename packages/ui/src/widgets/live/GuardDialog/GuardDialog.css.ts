export { price, tile, tileGrid, tileIcon } from '../shared.css';
