/** The setup feature's door: what app.ts may use of it. */

export { type SetupOptions, setupPlugin } from './setup.plugin.ts';
export { setupGatePlugin } from './setup-gate.ts';
