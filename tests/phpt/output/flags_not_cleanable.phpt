--TEST--
a buffer without CLEANABLE cannot be cleaned
--FILE--
<?php
ob_start(null, 0, PHP_OUTPUT_HANDLER_REMOVABLE);
echo "x";
var_dump(ob_clean());
ob_end_flush();
echo "\n";
--EXPECTF--
x
Notice: ob_clean(): Failed to delete buffer of default output handler (0) in %s on line 4
bool(false)
