--TEST--
explode with non-string arguments
--FILE--
<?php
var_dump(explode(0, '102030'));
var_dump(explode('.', 1.25));
try {
    explode(',', []);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
array(4) {
  [0]=>
  string(1) "1"
  [1]=>
  string(1) "2"
  [2]=>
  string(1) "3"
  [3]=>
  string(0) ""
}
array(2) {
  [0]=>
  string(1) "1"
  [1]=>
  string(2) "25"
}
TypeError: explode(): Argument #2 ($string) must be of type string, array given
