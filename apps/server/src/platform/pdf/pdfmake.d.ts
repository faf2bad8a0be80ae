// pdfmake 0.3 ships no type declarations; the part of its server API platform/pdf uses.
declare module 'pdfmake' {
  type FontFiles = { normal: string; bold: string; italics: string; bolditalics: string };
  type OutputDocument = { getBuffer: () => Promise<Buffer> };
  const pdfmake: {
    setFonts: (fonts: Record<string, FontFiles>) => void;
    setUrlAccessPolicy: (allow: (url: string) => boolean) => void;
    setLocalAccessPolicy: (allow: (path: string) => boolean) => void;
    createPdf: (definition: Record<string, unknown>) => OutputDocument;
  };
  export default pdfmake;
}
