--TEST--
ob_start inside an output callback is a fatal error
--FILE--
<?php
echo "before\n";
ob_start(function ($b, $p) { ob_start(); return "[$b]"; });
echo "x";
ob_end_flush();
echo "after";
--EXPECTF--
before

Fatal error: ob_start(): Cannot use output buffering in output buffering display handlers in %s on line 3
