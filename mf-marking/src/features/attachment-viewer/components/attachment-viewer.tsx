// One student file, shown inline by the viewer for its type (02 §2.2, §9) or offered as a download.
// Each viewer is a chunk of its own, loaded the first time a file of its type is opened; 'Loading ...'
// shows meanwhile. Every file also carries a download link with the virus-check caution.
import { Component, Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Alert } from 'antd';
import { markingMessages, type StudentAttachment } from '@homework/contracts';
import { viewerChoice, viewerLabel, type InlineKind } from '../utils/viewer-choice';
import type { ViewerProps } from '../viewers/viewer-props';
import { DownloadLink } from './download-link';
import { ViewerFailed, ViewerLoading } from './viewer-status';

type LazyViewer = LazyExoticComponent<ComponentType<ViewerProps>>;

const VIEWERS: Record<InlineKind, LazyViewer> = {
  pdf: lazy(() => import(/* webpackChunkName: "viewer-pdf" */ '../viewers/pdf-viewer').then((m) => ({ default: m.PdfViewer }))),
  docx: lazy(() => import(/* webpackChunkName: "viewer-docx" */ '../viewers/docx-viewer').then((m) => ({ default: m.DocxViewer }))),
  doc: lazy(() => import(/* webpackChunkName: "viewer-doc" */ '../viewers/doc-viewer').then((m) => ({ default: m.DocViewer }))),
  pptx: lazy(() => import(/* webpackChunkName: "viewer-pptx" */ '../viewers/pptx-viewer').then((m) => ({ default: m.PptxViewer }))),
  xlsx: lazy(() => import(/* webpackChunkName: "viewer-xlsx" */ '../viewers/xlsx-viewer').then((m) => ({ default: m.XlsxViewer }))),
  audio: lazy(() => import(/* webpackChunkName: "viewer-audio" */ '../viewers/audio-viewer').then((m) => ({ default: m.AudioViewer }))),
  image: lazy(() => import(/* webpackChunkName: "viewer-image" */ '../viewers/image-viewer').then((m) => ({ default: m.ImageViewer }))),
};

export interface AttachmentViewerProps {
  attachment: StudentAttachment;
}

export function AttachmentViewer({ attachment }: AttachmentViewerProps) {
  const choice = viewerChoice(attachment);
  if (choice.show === 'download') return <DownloadLink attachment={attachment} />;
  if (choice.show === 'tooLarge') {
    return (
      <>
        <Alert type="info" showIcon title={markingMessages.tooLargeToView} />
        <DownloadLink attachment={attachment} />
      </>
    );
  }
  const Viewer = VIEWERS[choice.kind];
  return (
    <>
      {/* A new file gets a new boundary: one file's failure is not carried to the next. */}
      <ViewerBoundary key={attachment.Id} fileName={attachment.FileName}>
        <Suspense fallback={<ViewerLoading />}>
          <Viewer attachment={attachment} label={viewerLabel(attachment.FileName, choice.kind)} />
        </Suspense>
      </ViewerBoundary>
      <DownloadLink attachment={attachment} />
    </>
  );
}

/** A viewer that throws (its chunk failed to load, or the file broke it) leaves the download in place. */
class ViewerBoundary extends Component<{ fileName: string; children: ReactNode }, { failure: string | null }> {
  state = { failure: null as string | null };

  static getDerivedStateFromError(error: Error) {
    return { failure: error?.message || 'The viewer stopped.' };
  }

  render() {
    return this.state.failure ? <ViewerFailed fileName={this.props.fileName} reason={this.state.failure} /> : this.props.children;
  }
}
