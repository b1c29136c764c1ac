--TEST--
var_dump inside a callback does not reach the output
--FILE--
<?php
ob_start(function ($b) { var_dump($b); return strrev($b); });
echo "abc";
ob_end_flush();
echo "\n";
--EXPECT--
cba
