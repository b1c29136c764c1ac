--TEST--
writes pass a disabled handler to the level below
--FILE--
<?php
ob_start();
ob_start(fn($b) => false);
echo "a";
ob_flush();
echo "b";
$top = ob_get_contents();
ob_end_clean();
$low = ob_get_clean();
var_dump($top, $low);
--EXPECT--
string(0) ""
string(2) "ab"
