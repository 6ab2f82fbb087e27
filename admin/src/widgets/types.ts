/**
 * What Decap hands a widget's control (decap-cms-core 3.19's EditorControl, the props used by
 * the editor's own widgets).
 */
interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: Array<string | number>): unknown;
  toJS(): unknown;
}

export interface ControlProps<Value> {
  value: Value | undefined;
  onChange(value: Value): void;
  /** The id the field's <label for> points at. */
  forID: string;
  /** Decap's style for the field's box (border, focus). */
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: ImmutableLike;
  collection: ImmutableLike;
  /** The entry as it stands now (its staged uploads in "mediaFiles"). */
  getEntry(): ImmutableLike;
  /** Decap's upload of a picture into the entry: staged, and saved with it. */
  onPersistMedia(file: File, options: { field: ImmutableLike }): Promise<unknown>;
  getAsset(path: string, field: ImmutableLike): { path?: string; toString(): string } | undefined;
  /** Decap's ref to the control, by which it checks the field (checked.ts). */
  ref?: React.Ref<object>;
}
