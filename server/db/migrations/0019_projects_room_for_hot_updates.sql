-- Issue 12 / decision 0004: a counter or score update of a project is a HOT update (no index holds
-- those columns) only when the row's new version fits in its page. Since the write-ups (issue 16)
-- a row is often 1-2 KB, and fillfactor 85 keeps only 1,228 bytes free: at 1,000,000 projects four
-- in five view-count updates were not HOT, each a new entry in the project's indexes and its
-- full-text index (a batch of 500 views: 170-220 ms against about 7 when HOT). 70 keeps 2,457
-- bytes, more than the largest row PostgreSQL keeps in the page (longer values go to TOAST past
-- about 2 KB), so every row has room for one new version. Pages written from now on keep it; an
-- existing table gets it as rows move, or at once with VACUUM FULL (docs/operations.md).
ALTER TABLE "projects" SET (fillfactor = 70);
