// Transitional: these names moved to their own modules (issue 20); files outside the live/money area
// still import them from here until their imports are repointed.
export { int, str } from '../input';
export { credit, money, toTenths } from '../money/wallet';
export { paged, pageOf, pageRows } from '../paging';
export { unix } from '../time';
