/**
 * Start-up entry (see STARTUP_ENTRIES in src/lib/bundle-loader.ts): React DOM sets itself up
 * here (its event tables and internals), in a task of its own.
 */
import "react-dom/client";
