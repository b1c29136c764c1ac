--TEST--
a callback returning an array outputs Array; the warning is swallowed
--FILE--
<?php
ob_start(function ($b) { return [1, 2]; });
echo "x";
ob_end_flush();
echo "\n";
--EXPECT--
Array
