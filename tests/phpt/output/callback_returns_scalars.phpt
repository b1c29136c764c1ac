--TEST--
callback results are converted to strings
--FILE--
<?php
ob_start(function ($b) { return 42; }); echo "x"; ob_end_flush(); echo "\n";
ob_start(function ($b) { return 1.5; }); echo "x"; ob_end_flush(); echo "\n";
ob_start(function ($b) { return ""; }); echo "x"; ob_end_flush(); echo "\n";
ob_start(function ($b) { return "0"; }); echo "x"; ob_end_flush(); echo "\n";
--EXPECT--
42
1.5

0
