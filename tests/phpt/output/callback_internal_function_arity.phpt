--TEST--
an internal function taking one argument fails with ArgumentCountError
--FILE--
<?php
ob_start('strtoupper');
echo "abc";
try {
    ob_end_flush();
} catch (ArgumentCountError $e) {
    echo "\n", $e->getMessage(), "\n";
}
var_dump(ob_get_level());
--EXPECT--
abc
strtoupper() expects exactly 1 argument, 2 given
int(0)
