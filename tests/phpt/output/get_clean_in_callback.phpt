--TEST--
ob_get_clean inside a callback is a fatal error
--FILE--
<?php
echo "a\n";
ob_start(function ($b) { $x = ob_get_clean(); return $b; });
echo "x";
ob_end_flush();
--EXPECTF--
a

Fatal error: ob_get_clean(): Cannot use output buffering in output buffering display handlers in %s on line 3
