// Decap's image field asks for its picture once; while the file is still being fetched it gets an
// empty placeholder and keeps it (decaporg/decap-cms#7099): posters stood as blank boxes. So the
// picture is drawn anew when fetching ends. Extended, not wrapped: Decap's form takes the control by
// its ref for shouldComponentUpdate, validation and focus. Also: a changed featured picture asks to
// check its description (alt).
import { Fragment, createElement } from 'react';
import ImageWidget from 'decap-cms-widget-image';
import { store } from 'decap-cms-core/dist/esm/redux/index.js';
import { addNotification } from 'decap-cms-core/dist/esm/actions/notifications.js';
import { FIELD_TEXTS } from '../labels.ts';

/** The picture field whose sibling is its description: a featured concert's poster (`image.src`). */
const DESCRIBED_PICTURE = 'src';
const CHECK_DESCRIPTION = `Pilt vahetus: vaata üle „${FIELD_TEXTS.alt?.label}“, et see kirjeldaks uut pilti neile, kes pilti ei näe.`;

const DecapImageControl = ImageWidget.controlComponent;

class ImageControlThatShowsItsPicture extends DecapImageControl {
  /** The picture's key, bumped when fetching ends. */
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
    let wasFetching = isFetching(store.getState().medias);
    this.unsubscribe = store.subscribe(() => {
      const fetching = isFetching(store.getState().medias);
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
