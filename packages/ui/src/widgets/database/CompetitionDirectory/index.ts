export {
  CompetitionDirectory,
  type CompetitionDirectoryProps,
  DIRECTORY_KEYWORD_MAX,
  type DirectorySport,
  directorySports,
  matchesKeyword,
} from './CompetitionDirectory';
