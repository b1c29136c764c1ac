--TEST--
flush() does not empty output buffers
--FILE--
<?php
ob_start();
echo "a";
$r = flush();
$c = ob_get_contents();
ob_end_clean();
var_dump($r, $c);
--EXPECT--
NULL
string(1) "a"
