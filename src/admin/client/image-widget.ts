// Decap's image field asks for its picture once, when it is drawn or its value changes. While the
// file is still being fetched Decap answers with an empty placeholder, and the field keeps that
// until something else draws it anew (decaporg/decap-cms#7099): the shipped posters and logos
// stood as blank boxes. This field is Decap's own control, extended rather than wrapped: Decap's
// form takes the control itself by its ref for its shouldComponentUpdate (which lets a file chosen
// in the media library reach the field), its validation and its focus, and a wrapper hid them. All
// it adds: when Decap has finished fetching media, the picture is drawn anew and asks again; and
// when a featured concert's picture changes, a notice asks to check its description (alt), which
// would otherwise go on describing the old poster.
import { Fragment, createElement } from 'react';
import ImageWidget from 'decap-cms-widget-image';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { addNotification } from 'decap-cms-core/dist/esm/actions/notifications.js';
import { FIELD_TEXTS } from '../labels.ts';

/** The picture field whose sibling is its description: a featured concert's poster (`image.src`). */
const DESCRIBED_PICTURE = 'src';
export const CHECK_DESCRIPTION = `Pilt vahetus: vaata üle „${FIELD_TEXTS.alt?.label}“, et see kirjeldaks uut pilti neile, kes pilti ei näe.`;

const DecapImageControl = ImageWidget.controlComponent;

class ImageControlThatShowsItsPicture extends DecapImageControl {
  /** Bumped when fetching ends: the key of the picture, so the picture is drawn afresh and asks again. */
  private round = 0;
  private unsubscribe?: () => void;

  constructor(props: ConstructorParameters<typeof DecapImageControl>[0]) {
    super(props);
    // Only the picture is drawn anew, not the buttons beside it, which may hold the focus.
    const renderDecapImages = this.renderImages;
    this.renderImages = () => createElement(Fragment, { key: this.round }, renderDecapImages());
  }

  override componentDidMount(): void {
    super.componentDidMount();
    let { medias } = store.getState();
    let wasFetching = isFetching(medias);
    this.unsubscribe = store.subscribe(() => {
      const now = store.getState().medias;
      if (now === medias) return;
      medias = now;
      const fetching = isFetching(medias);
      // forceUpdate, as Decap's shouldComponentUpdate would refuse: it redraws on a new value only.
      if (wasFetching && !fetching) {
        this.round += 1;
        this.forceUpdate();
      }
      wasFetching = fetching;
    });
  }

  override componentDidUpdate(previous: Readonly<Record<string, unknown>>): void {
    super.componentDidUpdate(previous);
    const { value, field } = this.props as { value?: unknown; field?: { get(key: string): unknown } };
    if (field?.get('name') !== DESCRIBED_PICTURE || value === previous.value || typeof value !== 'string' || value === '') return;
    store.dispatch(addNotification({ message: CHECK_DESCRIPTION, type: 'warning', dismissAfter: 15_000 }));
  }

  override componentWillUnmount(): void {
    this.unsubscribe?.();
    super.componentWillUnmount();
  }
}

/** Decap's own test of whether any media file is being fetched (selectIsLoadingAsset). */
function isFetching(medias: ReturnType<typeof store.getState>['medias']): boolean {
  return Object.values(medias).some((media) => media?.isLoading);
}

export const imageWidget = ImageWidget.Widget({ controlComponent: ImageControlThatShowsItsPicture });
