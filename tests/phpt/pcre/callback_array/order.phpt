--TEST--
patterns run in order over all subjects
--FILE--
<?php
var_dump(preg_replace_callback_array([
    '/a/' => function ($m) { echo "A"; return 'b'; },
    '/b/' => function ($m) { echo "B"; return 'c'; },
], ['ab', 'ba']));
echo "\n";
--EXPECT--
AABBBBarray(2) {
  [0]=>
  string(2) "cc"
  [1]=>
  string(2) "cc"
}
