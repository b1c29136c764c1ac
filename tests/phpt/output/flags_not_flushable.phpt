--TEST--
a buffer without FLUSHABLE cannot be flushed
--FILE--
<?php
ob_start(fn($b) => "[$b]", 0, PHP_OUTPUT_HANDLER_REMOVABLE | PHP_OUTPUT_HANDLER_CLEANABLE);
echo "x";
$r = ob_flush();
echo "y";
ob_end_flush();
echo "\n";
var_dump($r);
--EXPECTF--
[x
Notice: ob_flush(): Failed to flush buffer of Closure::__invoke (0) in %s on line 4
y]
bool(false)
