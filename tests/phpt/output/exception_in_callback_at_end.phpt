--TEST--
an exception from a callback at request end loses the buffered output
--FILE--
<?php
ob_start(function ($b, $p) { return "[1:$p:$b]"; });
ob_start(function ($b, $p) { throw new Exception("E"); });
echo "x";
--EXPECT--
