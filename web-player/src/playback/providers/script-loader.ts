const scripts = new Map<string, Promise<void>>();

/** Adds a provider SDK's <script> once; later calls share the first load. A failed load may be tried again. */
export function loadScript(url: string): Promise<void> {
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(url);
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.appendChild(script);
  });
  scripts.set(url, loading);
  return loading;
}

/** Waits for a global an SDK defines once it is ready (polled: some SDKs announce it, others do not). */
export function waitForGlobal<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const value = read();
      if (value !== undefined) resolve(value);
      else if (Date.now() - started > timeoutMs) reject(new Error('The provider SDK did not start'));
      else setTimeout(check, 50);
    };
    check();
  });
}
