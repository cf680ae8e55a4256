// React Router's package exports name its development build for every condition (remix-run/react-router#12532, kept
// "temporarily" since 7.0): a production bundle would ship its dev warnings, which print to customers' consoles. Its
// production build sits beside it under the same file names for the entries; this plugin resolves the entries there
// when building, and the entries' own imports follow into the production chunks.

/** The development entry of react-router, `react-router/dom` included, wherever the package manager put it. */
const DEVELOPMENT_ENTRY = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/][^\\/]+\.m?js)$/;

/** The production build's file for a resolved development entry; any other id unchanged. */
export function productionReactRouterId(id) {
  return id.replace(DEVELOPMENT_ENTRY, "$1production$2");
}

/** A Vite plugin (builds only) that resolves react-router's entries to its production build. */
export function reactRouterProductionPlugin() {
  return {
    name: "cloudconsole:react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved ? { ...resolved, id: productionReactRouterId(resolved.id) } : null;
      },
    },
  };
}
