/**
 * Decap CMS with only what the site's editor uses, in place of decap-cms-app (which registers
 * every backend, widget and language, and weighs 1.8 MB compressed): the site's GitHub backend
 * (the live site) and its local one (`npm run cms`), both with the site's rules for pictures
 * (backends.ts); Decap's widgets that fields.ts gives fields, and the editor's own for dates,
 * pictures, the body, the summary and switches (widgets/); English.
 * Its size and largest parts: docs/architecture.md ("The editor's weight").
 */
import { DecapCmsCore as CMS } from "decap-cms-core";
import BooleanWidget from "decap-cms-widget-boolean";
import ListWidget from "decap-cms-widget-list";
import NumberWidget from "decap-cms-widget-number";
import ObjectWidget from "decap-cms-widget-object";
import SelectWidget from "decap-cms-widget-select";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import { sitePhrases } from "./phrases";
import { LocalBackend, SiteGitHubBackend } from "./backends";
import { WIDGETS } from "./fields";
import { guardMediaLibraryUploads } from "./media-library";
import { BodyControl } from "./widgets/body";
import { DateControl } from "./widgets/date";
import { MovableListControl } from "./widgets/movable";
import { PictureControl } from "./widgets/picture";
import { addWidgetStyle } from "./widgets/style";
import { SummaryControl, TitleControl } from "./widgets/length";
import { SwitchControl } from "./widgets/switch";

CMS.registerBackend("github", SiteGitHubBackend as never);
CMS.registerBackend("proxy", LocalBackend as never);
CMS.registerWidget([NumberWidget, ObjectWidget, SelectWidget, StringWidget, TextWidget].map((widget) => widget.Widget()) as never);
CMS.registerWidget(ListWidget.Widget({ controlComponent: MovableListControl }) as never);
CMS.registerWidget(BooleanWidget.Widget({ controlComponent: SwitchControl }) as never);
CMS.registerWidget(WIDGETS.date, DateControl as never);
CMS.registerWidget(WIDGETS.picture, PictureControl as never);
CMS.registerWidget(WIDGETS.body, BodyControl as never);
CMS.registerWidget(WIDGETS.summary, SummaryControl as never);
CMS.registerWidget(WIDGETS.title, TitleControl as never);
CMS.registerLocale("en", sitePhrases());
addWidgetStyle();
guardMediaLibraryUploads();

export default CMS;
