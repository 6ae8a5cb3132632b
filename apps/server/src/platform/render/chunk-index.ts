interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Vite's build manifest, to name a page's lazy route chunks (and what they import) in the HTML as modulepreload
 * links: the browser fetches them with the entry instead of one after another once the router has run.
 */
export class ChunkIndex {
  private readonly entryFiles: Set<string>;

  constructor(private readonly manifest: Record<string, ManifestChunk>) {
    const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
    this.entryFiles = new Set(this.walk(entry));
  }

  static empty = () => new ChunkIndex({});

  private walk(keys: string[], seen = new Set<string>(), files: string[] = []) {
    for (const key of keys) {
      const chunk = this.manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      files.push(chunk.file);
      this.walk(chunk.imports ?? [], seen, files);
    }
    return files;
  }

  /** The files of the given modules and their static imports, less what the entry already loads. */
  closure(modules: string[]) {
    return this.walk(modules).filter((f) => !this.entryFiles.has(f) && f.endsWith('.js'));
  }
}
