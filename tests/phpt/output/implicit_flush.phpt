--TEST--
ob_implicit_flush returns null and does not touch buffers
--FILE--
<?php
ob_start();
echo "a";
var_dump(ob_implicit_flush());
var_dump(ob_implicit_flush(false));
$s = ob_get_clean();
var_dump($s);
--EXPECT--
string(11) "aNULL
NULL
"
