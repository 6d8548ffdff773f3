// Set by scripts/run-compiled.mjs (esbuild's define) to the compiled build's own file URL; absent under tsx.
interface ImportMeta {
  readonly compiledBuild?: string;
}
