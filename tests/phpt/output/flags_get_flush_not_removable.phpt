--TEST--
ob_get_flush on a buffer that cannot be removed
--FILE--
<?php
ob_start(fn($b, $p) => "[$p:$b]", 0, PHP_OUTPUT_HANDLER_CLEANABLE);
echo "x";
$s = ob_get_flush();
echo "|";
var_dump($s);
--EXPECTF--
[9:x
Notice: ob_get_flush(): Failed to send buffer of Closure::__invoke (0) in %s on line 4

Notice: ob_get_flush(): Failed to delete buffer of Closure::__invoke (0) in %s on line 4
|string(1) "x"
]
