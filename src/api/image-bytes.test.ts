import { describe, expect, it } from 'vitest'
import { exifChunk, exifSegment, jpegSegment, jpegStructure, pngChunk, pngStructure, xmpChunk, xmpSegment } from '../../tests/fixtures/pictures'
import { imageKindOf, imageMetadataOf } from './image-bytes'

const text = (s: string) => new TextEncoder().encode(s)
const gps = { latitude: 5.55602, longitude: -0.1969, make: 'Tecno', orientation: 6 }

describe('the type of a picture, by its first bytes', () => {
  it.each([
    ['a JPEG (FF D8 FF)', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpeg'],
    ['a PNG (89 50 4E 47 0D 0A 1A 0A)', pngStructure(), 'png'],
    ['a text file named photo.jpg', text('Hello, this is not a picture.\n'), null],
    ['a PDF', text('%PDF-1.4\n%\xe2\xe3'), null],
    ['a GIF', text('GIF89a\x01\x00\x01\x00'), null],
    ['a WebP', text('RIFF\x1a\x00\x00\x00WEBPVP8 '), null],
    ['a HEIC photo', new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]), null],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a JPEG cut after two bytes', new Uint8Array([0xff, 0xd8]), null],
    ['a PNG signature cut short', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]), null],
    ['nothing at all', new Uint8Array(0), null],
  ])('%s', (_, bytes, kind) => {
    expect(imageKindOf(bytes)).toBe(kind)
  })
})

describe('the metadata a picture carries', () => {
  it('finds EXIF in a JPEG APP1 segment, and XMP', () => {
    expect(imageMetadataOf(jpegStructure([exifSegment(gps)]))).toEqual(['exif'])
    expect(imageMetadataOf(jpegStructure([xmpSegment('5,33.36N')]))).toEqual(['xmp'])
    expect(imageMetadataOf(jpegStructure([xmpSegment('5,33.36N'), exifSegment(gps)]))).toEqual(['xmp', 'exif'])
  })

  it('finds a segment placed after a scan (progressive JPEG)', () => {
    expect(imageMetadataOf(jpegStructure([], [exifSegment(gps)]))).toEqual(['exif'])
  })

  it('finds nothing in a JPEG with only JFIF, tables and an APP1 of another kind', () => {
    const other = jpegSegment(0xe1, text('Other\0data'))
    const table = jpegSegment(0xdb, new Uint8Array(65))
    expect(imageMetadataOf(jpegStructure([table, other]))).toEqual([])
  })

  it('does not take "Exif" inside the compressed data for a segment', () => {
    const jpeg = jpegStructure([])
    const withText = new Uint8Array([...jpeg.subarray(0, -2), ...text('Exif\0\0'), 0xff, 0xd9])
    expect(imageMetadataOf(withText)).toEqual([])
  })

  it('finds EXIF in a PNG eXIf chunk, and XMP in an iTXt chunk', () => {
    expect(imageMetadataOf(pngStructure(exifChunk(gps)))).toEqual(['exif'])
    expect(imageMetadataOf(pngStructure(xmpChunk()))).toEqual(['xmp'])
    expect(imageMetadataOf(pngStructure(pngChunk('tEXt', text('Software\0Canvas'))))).toEqual([])
  })

  it('stops at the end of truncated or hostile bytes', () => {
    const jpeg = jpegStructure([exifSegment(gps)])
    // Cut inside the segment's identifier: nothing to read; cut after it: the identifier is enough.
    expect(imageMetadataOf(jpeg.subarray(0, 27))).toEqual([])
    expect(imageMetadataOf(jpeg.subarray(0, 30))).toEqual(['exif'])
    expect(imageMetadataOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00]))).toEqual([])
    expect(imageMetadataOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x00, 0x45]))).toEqual([])
    // A chunk whose length points far past the end.
    const png = pngStructure(pngChunk('tEXt', new Uint8Array(4)))
    new DataView(png.buffer).setUint32(33, 0xffffffff)
    expect(imageMetadataOf(png)).toEqual([])
    expect(imageMetadataOf(text('not a picture, Exif\0\0 eXIf'))).toEqual([])
  })
})
