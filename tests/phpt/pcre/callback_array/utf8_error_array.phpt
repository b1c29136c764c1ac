--TEST--
a match error drops that element for later patterns
--FILE--
<?php
var_dump(preg_replace_callback_array([
    '/a/u' => function ($m) { echo "A\n"; return 'x'; },
    '/b/' => function ($m) { echo "B\n"; return 'y'; },
], ['ab', "\xff", 'ba']));
--EXPECT--
A
A
B
B
array(2) {
  [0]=>
  string(2) "xy"
  [2]=>
  string(2) "yx"
}
