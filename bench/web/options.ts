export type FormFactor = 'mobile' | 'desktop';

export interface WebBenchOptions {
  formFactors: FormFactor[];
  runs: number;
  /** Routes as PUBLIC_PAGES names them (`/v/{id}`), or null for all of them. */
  routes: string[] | null;
}

/** `--mobile-only`, `--runs N`, `--pages /a,/b` (for shorter ad-hoc runs); the default is the full bench. */
export function parseWebBenchOptions(argv: string[]): WebBenchOptions {
  const options: WebBenchOptions = { formFactors: ['mobile', 'desktop'], runs: 3, routes: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--mobile-only') options.formFactors = ['mobile'];
    else if (arg === '--runs') {
      const runs = Number(argv[++i]);
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
      options.runs = runs;
    } else if (arg === '--pages') {
      const routes = (argv[++i] ?? '').split(',').filter(Boolean);
      if (routes.length === 0) throw new Error('--pages takes a comma-separated list such as /,/login');
      options.routes = routes;
    } else throw new Error(`unknown option ${arg}; known: --mobile-only, --runs N, --pages /a,/b`);
  }
  return options;
}
