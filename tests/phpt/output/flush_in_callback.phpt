--TEST--
ob_flush inside a callback is a fatal error
--FILE--
<?php
ob_start(function ($b) { ob_flush(); return $b; });
echo "x";
ob_end_flush();
--EXPECTF--

Fatal error: ob_flush(): Cannot use output buffering in output buffering display handlers in %s on line 2
