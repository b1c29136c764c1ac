--TEST--
Included code shares the function scope
--FILE--
<?php
file_put_contents(__DIR__ . '/include_in_function.inc', '<?php $local = $param * 2; return $local;');
function f($param) { $r = include __DIR__ . '/include_in_function.inc'; return [$r, $local]; }
var_dump(f(21));
var_dump(isset($local));
--EXPECT--
array(2) {
  [0]=>
  int(42)
  [1]=>
  int(42)
}
bool(false)
--CLEAN--
<?php
@unlink(__DIR__ . '/include_in_function.inc');
