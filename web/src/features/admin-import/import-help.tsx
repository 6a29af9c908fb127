const SAMPLE = `{"id": 1042, "platform": "instagram", "url": "https://www.instagram.com/reel/ABC1042/",
 "author_username": "weeknight.kitchen", "caption": "Dinner in 12 minutes #cooking",
 "simple_description": "A one-pan dinner with a twist", "hook_verbal_content": "You have been cooking rice wrong",
 "views": 12500, "likes": 900, "post_date": "2025-03-01T12:00:00Z", "thumbnail": "1042.jpg",
 "db_analysis": {"topics": [{"match": "Cooking"}], "concepts": [{"match": "Transformation"}],
  "elements": [{"match": "Text Hook"}], "accountTypes": [{"match": "Personal Brand / Creator"}],
  "format": {"match": "Tutorial / How-To"}}}`;

/** What the import accepts (docs/product/video-data.md#the-video-record), with a sample record. */
export function ImportHelp() {
  return (
    <details className="rounded-2xl bg-white p-5 text-sm text-slate-700 ring-1 ring-slate-200">
      <summary className="cursor-pointer font-semibold text-slate-900">What can I import?</summary>
      <div className="mt-3 flex flex-col gap-3">
        <p>
          A JSON array of records, or NDJSON (one record per line, .ndjson or .jsonl), up to 512 MB. Records
          are matched by <code>id</code>: a new id is added, a known one updated. A record that cannot be read
          is listed with its line or index and the rest still imports.
        </p>
        <p>
          The fields are those of an analysed video (docs/product/video-data.md#the-video-record):{' '}
          <code>id</code>, <code>platform</code>, <code>url</code> (required), the post's fields (
          <code>caption</code>, <code>author_username</code>, <code>views</code>, <code>likes</code>,{' '}
          <code>post_date</code>…), the analysis (<code>simple_description</code>, the hook fields,{' '}
          <code>payoff</code>…), the tags in <code>db_analysis</code> (topics, concepts, elements,
          accountTypes, format) and an optional <code>thumbnail</code> file name.
        </p>
        <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100">
          {SAMPLE}
        </pre>
      </div>
    </details>
  );
}
