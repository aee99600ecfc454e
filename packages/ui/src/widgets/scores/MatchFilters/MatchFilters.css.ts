// The filter panel shares the settings panel's layout (body, options, actions, count).
export { actions, body, count, options } from '../ScoreSettings/ScoreSettings.css';
