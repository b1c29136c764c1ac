--TEST--
ob_end_flush passes the callback output to the lower buffer
--FILE--
<?php
ob_start();
ob_start(fn($b, $p) => "<$p:$b>");
echo "z";
ob_end_flush();
$s = ob_get_clean();
var_dump($s);
--EXPECT--
string(5) "<9:z>"
