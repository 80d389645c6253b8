// Where the build puts the first-screen renderer (src/build/first-screen-renderer.ts) and where
// the server looks for it (src/server/services/first-screen-renderer.ts): inside dist/.

export const firstScreenRendererDir = '.first-screen';
export const firstScreenRendererFile = 'render-worker.mjs';
