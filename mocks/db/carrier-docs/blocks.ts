// The few block builders the carriers' document texts are written with.
import type { PdfBlock } from '../pdf';

/** One document of a carrier: its file, what it covers, and its text below the title. */
export interface CarrierDoc {
  title: string;
  filename: string;
  /** The line under the title: what the document is about. */
  about: string;
  /** Effective date and territory. */
  effective: string;
  blocks: PdfBlock[];
}

export const h = (text: string): PdfBlock => ({ type: 'heading', text });
export const p = (text: string): PdfBlock => ({ type: 'para', text });
export const b = (text: string): PdfBlock => ({ type: 'bullet', text });
