// pdfjs-dist ships no types for its worker entry; the mock only hands it to pdfjs as `pdfjsWorker`.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
