--TEST--
ob_end_clean inside an output callback is a fatal error
--FILE--
<?php
ob_start(function ($b, $p) { ob_end_clean(); return "[$b]"; });
echo "x";
ob_end_flush();
--EXPECTF--

Fatal error: ob_end_clean(): Cannot use output buffering in output buffering display handlers in %s on line 2
