// hls.js 1.7 ships no types for its `./light` export; the light build has the same API.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
