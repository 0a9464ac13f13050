import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

// Registered here rather than in the theme's client module so Prism stays out
// of main.js (see plugins/code-highlighting).
prismIncludeLanguages(Prism);

export default CodeBlock;
