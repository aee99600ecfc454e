// The member-centre widget family (issue 14): one folder per widget, each with its own styles and index.
export * from './FollowList';
export * from './LevelCard';
export * from './ProfileForm';
export * from './SecurityForms';
export * from './SessionList';
export * from './SpaceList';
