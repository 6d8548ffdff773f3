// decap-cms-core ships its types; the backends, widgets and locales do not: the little the admin script uses is declared here.
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: unknown;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: unknown;
}
/** A widget whose control the admin script extends: image-widget.ts, relation-widget.ts. */
type ExtensibleWidget<Control> = {
  Widget(options?: { controlComponent?: Control }): import('decap-cms-core').CmsWidgetParam;
  controlComponent: Control;
};
declare module 'decap-cms-widget-*' {
  const widget: { Widget(): import('decap-cms-core').CmsWidgetParam };
  export default widget;
}
declare module 'decap-cms-widget-image' {
  import { Component, type ReactNode } from 'react';
  /** decap-cms-widget-file's FileControl made for images: a class, extended by image-widget.ts. */
  class FileControl extends Component<Record<string, unknown>> {
    renderImages: () => ReactNode;
    componentDidMount(): void;
    componentDidUpdate(previous: Readonly<Record<string, unknown>>): void;
    componentWillUnmount(): void;
  }
  const widget: ExtensibleWidget<typeof FileControl>;
  export default widget;
}
declare module 'decap-cms-widget-relation' {
  import { Component, type ReactElement } from 'react';
  /** Decap's relation control: a class, extended by relation-widget.ts. */
  class RelationControl extends Component<Record<string, unknown>> {
    /** react-select's loadOptions: the choices for what was typed. */
    loadOptions: (term: string, callback: (options: { value: string; label: string }[]) => void) => void;
    /** Decap's hits of a query as choices, labelled by the field's display_fields. */
    parseHitOptions(hits: unknown[]): { value: string; label: string }[];
    componentWillUnmount(): void;
    render(): ReactElement;
  }
  const widget: ExtensibleWidget<typeof RelationControl>;
  export default widget;
}
// The site's stylesheet, as text for the preview's frame (esbuild's text loader, src/admin/bundle.ts).
declare module '*.css' {
  const text: string;
  export default text;
}
declare module 'decap-cms-core/dist/esm/formats/frontmatter.js' {
  /** Decap's own front-matter format, the one config.yml's `format: frontmatter` names. */
  export const FrontmatterInfer: {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
  };
}
declare module 'decap-cms-core/dist/esm/redux/index.js' {
  export const store: {
    getState(): {
      medias: Record<string, { asset?: { toString(): string }; isLoading?: boolean } | undefined>;
      /** The entry in the form (Immutable.js): `getIn(['entry', 'data', 'draft'])`, `getIn(['entry', 'path'])`. */
      entryDraft?: { getIn(path: string[]): unknown };
      /** The media library (Immutable.js): `get('isVisible')`, `get('files')` (each `{ name, path }`). */
      mediaLibrary?: { get(key: string): unknown };
      config: unknown;
    };
    dispatch(action: unknown): unknown;
    subscribe(listener: () => void): () => void;
  };
}
declare module 'decap-cms-core/dist/esm/actions/media.js' {
  /** A thunk: fetches the file from the backend into the store's `medias`, by its path in the repository. */
  export function loadAsset(path: string): unknown;
}
declare module 'node-polyglot' {
  /** The translator Decap's locale goes through (react-polyglot's), patched by draft-labels.ts. */
  export default class Polyglot {
    t(key: string, options?: Record<string, unknown>): string;
  }
}
declare module 'decap-cms-core/dist/esm/backend.js' {
  export function currentBackend(config: unknown): { implementation: { getEntry(path: string): Promise<{ data: string }> } };
}
declare module 'decap-cms-core/dist/esm/actions/notifications.js' {
  /** One of Decap's notices (a toast): a text of its own, or a locale key. */
  export function addNotification(notification: { message: string; type: 'error' | 'success' | 'warning' | 'info'; dismissAfter?: number }): unknown;
}
