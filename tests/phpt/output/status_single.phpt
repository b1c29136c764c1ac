--TEST--
ob_get_status of the top buffer
--FILE--
<?php
ob_start(function ($b) { return $b; });
echo "abc";
$s = ob_get_status();
ob_end_clean();
var_dump($s);
--EXPECT--
array(7) {
  ["name"]=>
  string(17) "Closure::__invoke"
  ["type"]=>
  int(1)
  ["flags"]=>
  int(113)
  ["level"]=>
  int(0)
  ["chunk_size"]=>
  int(0)
  ["buffer_size"]=>
  int(16384)
  ["buffer_used"]=>
  int(3)
}
