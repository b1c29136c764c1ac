--TEST--
Included file outside PHP tags is output
--FILE--
<?php
file_put_contents(__DIR__ . '/include_inline_html.inc', "plain text\n<?php echo 'php part', \"\\n\"; ?>\nmore text\n");
include 'include_inline_html.inc';
echo "back\n";
--EXPECT--
plain text
php part
more text
back
--CLEAN--
<?php
@unlink(__DIR__ . '/include_inline_html.inc');
