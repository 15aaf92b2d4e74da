/*
 * arkbook-links: a link to a notebook's section (`lesson.ipynb#cell-id=...`, as the Rules index
 * writes them) opens the notebook at that section in Notebook 7 and in JupyterLite's Notebook.
 *
 * JupyterLab does this itself. Notebook 7 (7.6) does not, for two reasons:
 * - its `rendermime:handle-local-link` command opens `tree/<path>` in a new tab and drops the
 *   link's fragment (@jupyter-notebook/application-extension, plugin `rendermime`);
 * - on a page opened at `notebooks/<path>#...`, JupyterLab's notebook tracker applies the
 *   fragment when the router fires, which is before Notebook 7 has opened the notebook, so
 *   nothing scrolls (@jupyterlab/notebook-extension, `onRouted`).
 * This plugin, on Notebook pages, opens section links at `notebooks/<path>#<fragment>` and
 * hands the page's own fragment to the notebook once it is open.
 *
 * In JupyterLab it leaves the opening to JupyterLab and only holds the section in view while
 * the lesson draws: JupyterLab scrolls once, and on a busy machine (JupyterLite starting its
 * Pyodide kernel) the pictures drawn above the section afterwards pushed it out of view.
 *
 * The file is hand-written, not built: it is a webpack module-federation container (`init`,
 * `get`), which is all JupyterLab, Notebook 7 and JupyterLite need of a prebuilt extension. It
 * takes the token classes it needs from the application's shared modules, so the plugin is
 * matched to the services the application itself provides.
 */
(function () {
  "use strict";

  let shared = null;

  /** A module the application shares (its own copy: the newest version offered), or null
   * in an application without it (Voila loads the same extensions and has no notebooks). */
  async function sharedModule(name) {
    const versions = shared?.[name];
    if (!versions) {
      return null;
    }
    const newest = Object.keys(versions).sort(byVersion).pop();
    return (await versions[newest].get())();
  }

  function byVersion(a, b) {
    const pa = a.split(/[.-]/).map(Number);
    const pb = b.split(/[.-]/).map(Number);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
      const d = (pa[i] || 0) - (pb[i] || 0);
      if (d) return d;
    }
    return 0;
  }

  /** The address of `path` in the Notebook app, at `fragment`: `notebooks/<path>` on a Jupyter
   * server, `notebooks/index.html?path=<path>` in JupyterLite (whose pages name their file so). */
  function notebookUrl(coreutils, path, fragment) {
    const { PageConfig, URLExt } = coreutils;
    const here = new URL(window.location.href);
    let url;
    if (here.searchParams.has("path")) {
      url = new URL(here.pathname, here.origin);
      url.searchParams.set("path", path);
    } else {
      const page = URLExt.join(PageConfig.getBaseUrl(), "notebooks", URLExt.encodeParts(path));
      url = new URL(page, here.origin);
    }
    url.hash = fragment;
    return url.href;
  }

  /** The app's link handler, except that a link to a notebook's section keeps its section. */
  function sectionLinks(coreutils, original) {
    return {
      handleLink(node, path, id) {
        if (!id || !path.endsWith(".ipynb") || node.hasAttribute("download")) {
          original?.handleLink(node, path, id);
          return;
        }
        node.addEventListener("click", (event) => {
          event.preventDefault();
          window.open(notebookUrl(coreutils, path, id), "_blank");
        });
      },
      handlePath: original?.handlePath?.bind(original),
    };
  }

  /** JupyterLab's own link handler, which opens a section link at its section, and then holds
   * the section in view while the notebook it opened settles (see keepAtFragment). */
  function heldSections(original, tracker) {
    let pending = null;
    tracker.widgetAdded.connect((_, panel) => {
      if (pending && samePath(panel.context.path, pending.path)) {
        keepAtFragment(panel, pending.id);
      }
      pending = null;
    });
    return {
      handleLink(node, path, id) {
        original?.handleLink(node, path, id);
        if (id && path.endsWith(".ipynb")) {
          // On the link itself, so it runs before JupyterLab's handler on the page opens it.
          node.addEventListener("click", () => (pending = { path, id }));
        }
      },
      handlePath: original?.handlePath?.bind(original),
    };
  }

  function samePath(a, b) {
    return a.replace(/^\/+/, "") === b.replace(/^\/+/, "");
  }

  /** The notebook has settled once its height has not changed for this long. A fixed hold of
   * 10 s once ended before a machine busy with JupyterLite's kernel had drawn the outputs. */
  const QUIET_MS = 4000;
  /** How long a section stays held in view, at most, however long the notebook keeps moving. */
  const MOST_MS = 60000;
  /** What a reader does that ends the hold: from then on they scroll the page themselves. */
  const READER_ACTS = ["wheel", "pointerdown", "keydown", "touchstart"];

  /** Scroll `panel` to `fragment`, and scroll there again whenever the notebook's height
   * changes while it settles: outputs above the section (tables, pictures, boards) are drawn
   * after the first scroll and would push the section out of view on a slow machine. The hold
   * ends when the reader acts, once the height has been still for QUIET_MS, or after MOST_MS. */
  function keepAtFragment(panel, fragment) {
    panel.setFragment(fragment);
    const node = panel.content.node;
    let quiet = null;
    const stop = () => {
      clearTimeout(quiet);
      observer.disconnect();
      READER_ACTS.forEach((name) => node.removeEventListener(name, stop, true));
    };
    const settling = () => {
      clearTimeout(quiet);
      quiet = setTimeout(stop, QUIET_MS);
    };
    const observer = new ResizeObserver(() => {
      panel.setFragment(fragment);
      settling();
    });
    READER_ACTS.forEach((name) => node.addEventListener(name, stop, true));
    panel.context.ready.then(() => {
      const inner = node.querySelector(".jp-WindowedPanel-viewport") || node.firstElementChild;
      observer.observe(inner || node);
      settling();
      setTimeout(stop, MOST_MS);
    });
  }

  async function extension() {
    const [coreutils, rendermime, notebook] = await Promise.all(
      ["@jupyterlab/coreutils", "@jupyterlab/rendermime", "@jupyterlab/notebook"].map(
        sharedModule,
      ),
    );
    if (!coreutils || !rendermime || !notebook) {
      return { __esModule: true, default: [] };
    }
    const plugin = {
      id: "arkbook-links:plugin",
      description: "Links to a notebook's section open it at that section, and keep it in view.",
      autoStart: true,
      optional: [rendermime.IRenderMimeRegistry, notebook.INotebookTracker],
      activate(app, registry, tracker) {
        if (!registry || !tracker) {
          return;
        }
        if (!coreutils.PageConfig.getOption("notebookPage")) {
          // JupyterLab keeps and applies fragments itself; the section is only held.
          registry.linkHandler = heldSections(registry.linkHandler, tracker);
          return;
        }
        registry.linkHandler = sectionLinks(coreutils, registry.linkHandler);
        tracker.widgetAdded.connect((_, panel) => {
          if (window.location.hash) {
            keepAtFragment(panel, window.location.hash);
          }
        });
      },
    };
    return { __esModule: true, default: plugin };
  }

  window._JUPYTERLAB = window._JUPYTERLAB || {};
  window._JUPYTERLAB["arkbook-links"] = {
    init(scope) {
      shared = scope;
    },
    async get(module) {
      if (module !== "./extension") {
        throw new Error(`arkbook-links has no module ${module}`);
      }
      const exports = await extension();
      return () => exports;
    },
  };
})();
