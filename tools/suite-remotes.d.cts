// Types of tools/suite-remotes.cjs, for the TypeScript that reads the one list of remotes (journeys).
export interface SuiteRemote {
  folder: string;
  container: string;
  devPort: number;
  journeys: string[];
}
export declare const SUITE_REMOTES: SuiteRemote[];
export declare const REMOTES: string[];
export declare const DEV_PORTS: Record<string, number>;
export declare function containerOf(folder: string): string;
