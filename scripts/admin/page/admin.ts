// Starts the content admin: the configuration generated from the site's schemas and content
// files (config.json), and the article components as editor blocks (docs/editors.md#the-content-admin).
// Bundled with the blocks' serializer into public/admin/admin.js (lib/admin/admin-files.ts).
import { editorComponent, type ComponentSpec } from '@/lib/admin/mdx-blocks';

/** What the page uses of Sveltia CMS's global (sveltia-cms.js sets it). */
interface Cms {
  registerEditorComponent(definition: ReturnType<typeof editorComponent>): void;
  init(options: { config: unknown }): void;
}

declare global {
  interface Window {
    CMS: Cms;
    CMS_MANUAL_INIT?: boolean;
  }
}

const load = <T>(file: string): Promise<T> =>
  fetch(`/admin/${file}`, { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw new Error(`/admin/${file}: ${response.status}`);
    return response.json() as Promise<T>;
  });

const [config, components] = await Promise.all([
  load<unknown>('config.json'),
  load<ComponentSpec[]>('editor-components.json'),
]);
for (const spec of components) window.CMS.registerEditorComponent(editorComponent(spec));
window.CMS.init({ config });
