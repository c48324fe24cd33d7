// One student file, shown inline by the viewer for its type (02 §2.2, §9) or offered as a download.
// Each viewer is a chunk of its own, loaded the first time a file of its type is opened; 'Loading ...'
// shows meanwhile, and the viewer the moment it arrives (moduleLoader: not React.lazy, whose Suspense
// holds a loaded viewer back for up to 300 ms). Every file also carries a download link with the
// virus-check caution.
import { Component, type ComponentType, type ReactNode } from 'react';
import { Alert } from 'antd';
import { moduleLoader, useLoadedModule, type ModuleLoader } from '@homework/platform/remote';
import type { StudentAttachment } from '@homework/contracts';
import { viewerChoice, viewerLabel, type InlineKind } from '../utils/viewer-choice';
import type { ViewerProps } from '../viewers/viewer-props';
import { DownloadLink } from './download-link';
import { ViewerFailed, ViewerLoading } from './viewer-status';
import { useActiveLanguage } from '@homework/platform/messages';
import { useMarkingMessages } from '../../../messages';

type Viewer = ComponentType<ViewerProps>;

const VIEWERS: Record<InlineKind, ModuleLoader<Viewer>> = {
  pdf: moduleLoader(() => import(/* webpackChunkName: "viewer-pdf" */ '../viewers/pdf-viewer').then((m) => m.PdfViewer)),
  docx: moduleLoader(() => import(/* webpackChunkName: "viewer-docx" */ '../viewers/docx-viewer').then((m) => m.DocxViewer)),
  doc: moduleLoader(() => import(/* webpackChunkName: "viewer-doc" */ '../viewers/doc-viewer').then((m) => m.DocViewer)),
  pptx: moduleLoader(() => import(/* webpackChunkName: "viewer-pptx" */ '../viewers/pptx-viewer').then((m) => m.PptxViewer)),
  xlsx: moduleLoader(() => import(/* webpackChunkName: "viewer-xlsx" */ '../viewers/xlsx-viewer').then((m) => m.XlsxViewer)),
  audio: moduleLoader(() => import(/* webpackChunkName: "viewer-audio" */ '../viewers/audio-viewer').then((m) => m.AudioViewer)),
  image: moduleLoader(() => import(/* webpackChunkName: "viewer-image" */ '../viewers/image-viewer').then((m) => m.ImageViewer)),
};

function LoadedViewer({ loader, ...props }: ViewerProps & { loader: ModuleLoader<Viewer> }) {
  const Loaded = useLoadedModule(loader);
  return Loaded ? <Loaded {...props} /> : <ViewerLoading />;
}

export interface AttachmentViewerProps {
  attachment: StudentAttachment;
}

export function AttachmentViewer({ attachment }: AttachmentViewerProps) {
  const t = useMarkingMessages();
  const language = useActiveLanguage();
  const choice = viewerChoice(attachment);
  if (choice.show === 'download') return <DownloadLink attachment={attachment} />;
  if (choice.show === 'tooLarge') {
    return (
      <>
        <Alert type="info" showIcon title={t('files.tooLarge')} />
        <DownloadLink attachment={attachment} />
      </>
    );
  }
  return (
    <>
      {/* A new file gets a new boundary: one file's failure is not carried to the next. */}
      <ViewerBoundary key={attachment.Id} fileName={attachment.FileName}>
        <LoadedViewer loader={VIEWERS[choice.kind]} attachment={attachment} label={viewerLabel(attachment.FileName, choice.kind, language)} />
      </ViewerBoundary>
      <DownloadLink attachment={attachment} />
    </>
  );
}

/** A viewer that throws (its chunk failed to load, or the file broke it) leaves the download in place. */
/** A viewer that threw without a word of its own. */
function ViewerStopped({ fileName }: { fileName: string }) {
  const t = useMarkingMessages();
  return <ViewerFailed fileName={fileName} reason={t('files.stopped')} />;
}

class ViewerBoundary extends Component<{ fileName: string; children: ReactNode }, { failed: boolean; failure: string | null }> {
  state = { failed: false, failure: null as string | null };

  static getDerivedStateFromError(error: Error) {
    return { failure: error?.message || null, failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.state.failure ? <ViewerFailed fileName={this.props.fileName} reason={this.state.failure} /> : <ViewerStopped fileName={this.props.fileName} />;
  }
}
