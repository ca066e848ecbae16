// Starts the content admin: the configuration generated from the site's schemas and content
// files (config.json), and the article components as editor blocks (docs/editors.md#the-content-admin).
import { editorComponent } from '/admin/mdx-blocks.mjs';

const load = (file) =>
  fetch(`/admin/${file}`, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`/admin/${file}: ${response.status}`);
    return response.json();
  });

const [config, components] = await Promise.all([
  load('config.json'),
  load('editor-components.json'),
]);
for (const spec of components) window.CMS.registerEditorComponent(editorComponent(spec));
window.CMS.init({ config });
