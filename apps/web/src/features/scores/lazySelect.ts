// The lazy entry of the home page's league picker: react-aria's Select is ~55 KB gzip, so /main
// loads it after the first paint rather than in its initial JS (DESIGN.md budget: ≤ 150 KB).
export { Select } from '@arena/ui';
