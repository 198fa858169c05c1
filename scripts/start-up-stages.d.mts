// Types of scripts/start-up-stages.mjs (plain JavaScript: `npm run build` runs it with node alone).

export interface StageChunk {
  readonly fileName: string
  readonly isEntry: boolean
  readonly facadeModuleId: string | null
  readonly imports: ReadonlyArray<string>
  readonly dynamicImports: ReadonlyArray<string>
  readonly moduleIds: ReadonlyArray<string>
}

export declare const chunksImportingEachOther: (
  chunks: ReadonlyArray<{ readonly fileName: string; readonly imports: ReadonlyArray<string> }>
) => Array<[string, string]>
export declare const chunksOf: (output: unknown) => Map<string, StageChunk>
export declare const stageOfModules: (chunks: ReadonlyMap<string, StageChunk>) => Map<string, string>
