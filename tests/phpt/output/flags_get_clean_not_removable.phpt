--TEST--
ob_get_clean on a buffer that cannot be removed
--FILE--
<?php
ob_start(null, 0, 0);
echo "x";
$s = ob_get_clean();
echo "|";
var_dump($s);
--EXPECTF--
x
Notice: ob_get_clean(): Failed to discard buffer of default output handler (0) in %s on line 4

Notice: ob_get_clean(): Failed to delete buffer of default output handler (0) in %s on line 4
|string(1) "x"
