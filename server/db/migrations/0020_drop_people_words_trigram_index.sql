-- Decision 0036: a misspelled people search is corrected against the whole vocabulary held in
-- each app's memory, so people_words is read whole and never searched by trigram similarity. The
-- index only cost a GIN update with every change to the words people use.
DROP INDEX "people_words_trgm_idx";
