/**
 * The parts of Decap's packages the editor uses, typed as it uses them: the packages ship no
 * types of their own (decap-cms-core's index.d.ts covers the core only).
 */
interface DecapWidgetPackage {
  Widget(options?: { controlComponent?: unknown }): { name: string; controlComponent: unknown };
  controlComponent: unknown;
}

declare module "decap-cms-widget-boolean" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-list" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-number" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-object" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-select" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-string" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-widget-text" {
  const widget: DecapWidgetPackage;
  export default widget;
}
declare module "decap-cms-locales" {
  export const en: Record<string, unknown>;
}
/** Decap's backends: classes whose instances Decap drives (decap-cms-lib-util's Implementation). */
declare module "decap-cms-backend-github" {
  export const GitHubBackend: new (config: unknown, options?: unknown) => object;
}
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: new (config: unknown, options?: unknown) => object;
}
