--TEST--
Nested includes with relative paths
--FILE--
<?php
file_put_contents(__DIR__ . '/include_nested_a.inc', '<?php echo "A start\n"; include "include_nested_b.inc"; echo "A end\n";');
file_put_contents(__DIR__ . '/include_nested_b.inc', '<?php echo "B\n";');
include 'include_nested_a.inc';
--EXPECT--
A start
B
A end
--CLEAN--
<?php
@unlink(__DIR__ . '/include_nested_a.inc');
@unlink(__DIR__ . '/include_nested_b.inc');
