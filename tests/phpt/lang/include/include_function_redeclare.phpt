--TEST--
Including a function-defining file twice is fatal
--FILE--
<?php
file_put_contents(__DIR__ . '/include_function_redeclare.inc', '<?php function twice() {}');
include 'include_function_redeclare.inc';
echo "once\n";
include 'include_function_redeclare.inc';
echo "never\n";
--EXPECTF--
once

Fatal error: Cannot redeclare twice() (previously declared in %s/include_function_redeclare.inc:1) in %s/include_function_redeclare.inc on line 1
--CLEAN--
<?php
@unlink(__DIR__ . '/include_function_redeclare.inc');
