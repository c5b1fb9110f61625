import type { UploadErrorText } from './en';

export default {
  'Please choose a file to upload.': 'アップロードするファイルを選んでください。',
  'Please choose an image to upload.': 'アップロードする画像を選んでください。',
  'The file is empty.': 'ファイルが空です。',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'SVG 画像は使用できません。JPEG、PNG、WebP、GIF、AVIF の画像か、MP4、WebM、MOV の動画をアップロードしてください。',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'HTML ファイルは使用できません。JPEG、PNG、WebP、GIF、AVIF の画像か、MP4、WebM、MOV の動画をアップロードしてください。',
  'This file type is not supported. Please upload a JPEG, PNG, WebP, GIF or AVIF image, or an MP4, WebM or MOV video.':
    'このファイル形式には対応していません。JPEG、PNG、WebP、GIF、AVIF の画像か、MP4、WebM、MOV の動画をアップロードしてください。',
  'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'SVG画像は使用できません。JPEG、PNG、WebP、GIF、AVIFの画像をアップロードしてください。',
  'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'HTMLファイルは使用できません。JPEG、PNG、WebP、GIF、AVIFの画像をアップロードしてください。',
  'Avatars must be images. Please upload a JPEG, PNG, WebP, GIF or AVIF image.': 'プロフィール画像には画像ファイルを使ってください。JPEG、PNG、WebP、GIF、AVIFの画像をアップロードしてください。',
  'The image could not be read; the file may be damaged.': '画像を読み込めませんでした。ファイルが破損している可能性があります。',
  'The file is too large. The limit is {size} MB.': 'ファイルが大きすぎます。上限は{size} MBです。',
  'The upload was cut off before it ended. Please try again.': 'アップロードが途中で中断されました。もう一度お試しください。',
  'The video could not be read: the file is damaged or not a video we can play. Please upload an MP4, WebM or MOV video.':
    '動画を読み込めませんでした。ファイルが破損しているか、再生できない形式です。MP4、WebM、MOV の動画をアップロードしてください。',
  'The video took too long to read. Please try a shorter or smaller video.': '動画の読み込みに時間がかかりすぎました。もっと短いか小さい動画でお試しください。',
  'Too many videos are being processed right now. Please try again in a minute.': '現在、処理中の動画が多すぎます。1分ほどしてからもう一度お試しください。',
  'This site does not accept videos: its server has no video decoder. Please upload a JPEG, PNG, WebP, GIF or AVIF image.':
    'このサイトでは動画を受け付けていません（サーバーに動画デコーダーがありません）。JPEG、PNG、WebP、GIF、AVIF 形式の画像をアップロードしてください。',

  'Unknown upload': '不明なアップロードです',
  'A project can have at most {max} images and videos': '1つのプロジェクトに追加できる画像と動画は{max}件までです',
  'Media not found': 'メディアが見つかりません',
  'Media removed successfully': 'メディアを削除しました',
  'Project not found': 'プロジェクトが見つかりません',
  'You can only edit your own projects': '編集できるのは自分のプロジェクトだけです',
  "The preview must be one of this project's media": 'プレビューには、このプロジェクトのメディアのいずれかを選んでください',
  'Project deleted successfully': 'プロジェクトを削除しました',
} satisfies Record<UploadErrorText, string>;
