--TEST--
ob_get_status(true) lists every level
--FILE--
<?php
ob_start();
echo "x";
ob_start(fn($b) => $b, 100, PHP_OUTPUT_HANDLER_CLEANABLE);
echo "yy";
$s = ob_get_status(true);
ob_end_flush();
ob_end_clean();
ob_end_clean();
var_dump($s);
--EXPECTF--
xyy
Notice: ob_end_flush(): Failed to send buffer of Closure::__invoke (1) in %s on line 7

Notice: ob_end_clean(): Failed to discard buffer of Closure::__invoke (1) in %s on line 8

Notice: ob_end_clean(): Failed to discard buffer of Closure::__invoke (1) in %s on line 9
array(2) {
  [0]=>
  array(7) {
    ["name"]=>
    string(22) "default output handler"
    ["type"]=>
    int(0)
    ["flags"]=>
    int(112)
    ["level"]=>
    int(0)
    ["chunk_size"]=>
    int(0)
    ["buffer_size"]=>
    int(16384)
    ["buffer_used"]=>
    int(1)
  }
  [1]=>
  array(7) {
    ["name"]=>
    string(17) "Closure::__invoke"
    ["type"]=>
    int(1)
    ["flags"]=>
    int(17)
    ["level"]=>
    int(1)
    ["chunk_size"]=>
    int(100)
    ["buffer_size"]=>
    int(4096)
    ["buffer_used"]=>
    int(2)
  }
}
