--TEST--
a fatal error goes through the buffers
--FILE--
<?php
ob_start(function ($b, $p) { return "[$p:" . (str_contains($b, "Call to undefined function undefined_function()") ? "fatal" : "none") . "]"; });
echo "x";
undefined_function();
--EXPECT--
[9:fatal]
