--TEST--
include_once includes a file only once
--FILE--
<?php
file_put_contents(__DIR__ . '/include_once_twice.inc', '<?php echo "loaded\n"; return 5;');
var_dump(include_once 'include_once_twice.inc');
var_dump(include_once 'include_once_twice.inc');
var_dump(include_once __DIR__ . '/include_once_twice.inc');
var_dump(include 'include_once_twice.inc');
--EXPECT--
loaded
int(5)
bool(true)
bool(true)
loaded
int(5)
--CLEAN--
<?php
@unlink(__DIR__ . '/include_once_twice.inc');
